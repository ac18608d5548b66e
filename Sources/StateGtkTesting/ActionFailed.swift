// toolkit: both
/// An action that could not be done as asked: the widget is not there, not on screen, or not
/// of a kind the action applies to (or, on GTK 4, the display is not X11).
///
/// ```swift
/// XCTAssertThrowsError(try window.click(hiddenButton)) { print($0) }  // "GtkButton is not on screen"
/// ```
public struct ActionFailed: Error, CustomStringConvertible {
    public let description: String
}
