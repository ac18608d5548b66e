#if GTK3
import CGtk
import StateGtk
import StateGtkTesting
import XCTest
/// The value types the generator maps object and boxed properties to: a colour, an adjustment.
final class GeneratedValueTypeTests: XCTestCase {
    func testAColourButtonShowsTheColourSetFromSwift() throws { try onMain {
        setenv("GSETTINGS_BACKEND", "memory", 1)  // the chooser saves the colour set; no dconf here
        try requireGtk()
        let button = ColorButton()
        let orange = try XCTUnwrap(RGBA("#ff8000"))
        XCTAssertEqual(orange, RGBA(red: 1, green: 128 / 255, blue: 0))
        XCTAssertEqual(orange.description, "rgb(255,128,0)")
        XCTAssertNil(RGBA("not a colour"))
        let (_, window) = showHost([button]) { button.rgba = orange }
        defer { window.close() }
        var shown = GdkRGBA()
        gtk_color_chooser_get_rgba(OpaquePointer(button.gtkWidget), &shown)
        XCTAssertEqual(RGBA(red: shown.red, green: shown.green, blue: shown.blue, alpha: shown.alpha), orange)
        XCTAssertEqual(countGtkCalls { button.rgba = orange }.total, 0, "the same colour again makes no GTK call")
    } }

    func testAnAdjustmentIsConfiguredInPlace() throws { try onMain {
        try requireGtk()
        let spin = SpinButton()
        let (_, window) = showHost([spin])
        defer { window.close() }
        let before = gtk_spin_button_get_adjustment(gtk(spin.gtkWidget))
        var changes = 0
        spin.onValueChanged = { changes += 1 }
        let range = Adjustment(value: 7, lower: 0, upper: 50, stepIncrement: 1, pageIncrement: 5)
        let calls = countGtkCalls { spin.adjustment = range }
        XCTAssertEqual(calls.propertySets, 1)
        XCTAssertTrue(gtk_spin_button_get_adjustment(gtk(spin.gtkWidget)) == before, "the widget keeps its adjustment object")
        XCTAssertEqual(spin.adjustment, range)
        XCTAssertEqual(gtk_spin_button_get_value(gtk(spin.gtkWidget)), 7)
        XCTAssertEqual(changes, 0, "a value set from Swift does not run the user's callback")
        XCTAssertEqual(countGtkCalls { spin.adjustment = range }.total, 0)
    } }
}
#endif
