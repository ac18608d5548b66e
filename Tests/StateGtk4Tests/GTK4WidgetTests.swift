#if GTK4 && !GTK3
import CGtk4
import Foundation
import XCTest

@testable import StateGtk

/// The hand-written widgets ported to GTK 4, used as on GTK 3 and checked against GTK 4 itself:
/// Label, Button, Switch, Spinner, ProgressBar and Separator in a StateView in a window; a value
/// set again makes no GTK call; the program's own changes do not run the user's callbacks; every
/// widget is freed with its window.
final class GTK4WidgetTests: XCTestCase {
    @MainActor final class Host {
        let controller = StateViewController(title: "Widgets", width: 400, height: 300)
        let view = ScriptedView()

        init(_ widgets: [Widget]) {
            controller.rootView = view
            view.render { view in
                var above: ConstraintItem?
                for (index, widget) in widgets.enumerated() {
                    let previous = above
                    view.place(widget, key: index) { make in
                        make.left.equalTo(view).offset(8)
                        if let previous { make.top.equalTo(previous.snp.bottom).offset(4) } else { make.top.equalTo(view).offset(8) }
                    }
                    above = widget
                }
            }
            controller.show()
            GTK4Harness.drain()
        }
    }

    func testLabelShowsItsTextWrapsCutsAndSetsNothingTwice() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start() && Gtk.initialize(), "GTK 4 could not open a display")
        let label = Label("Hello")
        let host = Host([label])
        XCTAssertEqual(label.shownText, "Hello")
        XCTAssertEqual(GtkMutations.measure { label.text = "World" }.labelSets, 1)
        XCTAssertEqual(GtkMutations.measure { label.text = "World" }.labelSets, 0, "the same text again makes no GTK call")
        XCTAssertEqual(String(cString: gtk_label_get_text(OpaquePointer(label.gtkWidget))), "World")

        label.markup = "<b>bold</b> text"
        XCTAssertEqual(label.shownText, "bold text")
        XCTAssertEqual(gtk_label_get_use_markup(OpaquePointer(label.gtkWidget)), 1)
        XCTAssertEqual(String(cString: gtk_label_get_label(OpaquePointer(label.gtkWidget))), "<b>bold</b> text")

        label.wraps = true
        XCTAssertEqual(gtk_label_get_wrap(OpaquePointer(label.gtkWidget)), 1)
        label.text = String(repeating: "x", count: Label.longestWrappedWord + 1)
        XCTAssertEqual(gtk_label_get_wrap_mode(OpaquePointer(label.gtkWidget)), PANGO_WRAP_CHAR, "a word too long to wrap breaks anywhere")

        label.textLimit = TextLimit(characters: 5, lines: 1)
        label.text = "abcdefghij"
        XCTAssertTrue(label.isTextCut)
        XCTAssertEqual(label.shownText, "abcde" + TextLimit.ellipsis)
        XCTAssertEqual(label.text, "abcdefghij", "the program's text is kept whole")
        host.controller.close()
        GTK4Harness.drain()
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }

    func testButtonShowsLabelAndIconClicksAndHasItsAccessibleName() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start() && Gtk.initialize(), "GTK 4 could not open a display")
        var clicks = 0
        let text = Button(label: "Save") { clicks += 1 }
        let icon = Button(iconName: "list-add-symbolic", accessibleName: "Add")
        let both = Button(label: "Open", iconName: "document-open-symbolic")
        let host = Host([text, icon, both])
        let gtkText = UnsafeMutableRawPointer(text.gtkWidget).assumingMemoryBound(to: GtkButton.self)
        XCTAssertEqual(String(cString: gtk_button_get_label(gtkText)), "Save")
        text.click()
        XCTAssertEqual(clicks, 1, "click() runs onClicked")
        let gtkIcon = UnsafeMutableRawPointer(icon.gtkWidget).assumingMemoryBound(to: GtkButton.self)
        XCTAssertEqual(String(cString: gtk_button_get_icon_name(gtkIcon)), "list-add-symbolic")

        // Label and icon: a box of an image and a label, as GTK 3 shows both.
        let box = try XCTUnwrap(gtk_button_get_child(UnsafeMutableRawPointer(both.gtkWidget).assumingMemoryBound(to: GtkButton.self)))
        let image = try XCTUnwrap(gtk_widget_get_first_child(box)), label = try XCTUnwrap(gtk_widget_get_last_child(box))
        XCTAssertEqual(String(cString: g_type_name_from_instance(UnsafeMutableRawPointer(image).assumingMemoryBound(to: GTypeInstance.self))), "GtkImage")
        XCTAssertEqual(String(cString: gtk_label_get_text(OpaquePointer(label))), "Open")
        both.label = "Open…"
        let relabelled = try XCTUnwrap(gtk_button_get_child(UnsafeMutableRawPointer(both.gtkWidget).assumingMemoryBound(to: GtkButton.self)))
        XCTAssertEqual(String(cString: gtk_label_get_text(OpaquePointer(gtk_widget_get_last_child(relabelled)))), "Open…")

        // The accessible name is GTK 4's accessible label property, and nil gives GTK's own back.
        XCTAssertEqual(icon.accessibleName, "Add")
        XCTAssertEqual(gtk_test_accessible_has_property(OpaquePointer(icon.gtkWidget), GTK_ACCESSIBLE_PROPERTY_LABEL), 1)
        XCTAssertEqual(GtkMutations.measure { icon.accessibleName = "Add" }.propertySets, 0)
        icon.accessibleName = nil
        XCTAssertNil(icon.accessibleName)
        XCTAssertEqual(gtk_test_accessible_has_property(OpaquePointer(icon.gtkWidget), GTK_ACCESSIBLE_PROPERTY_LABEL), 0)
        host.controller.close()
        GTK4Harness.drain()
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }

    func testSwitchReportsTheUsersChangeNotTheProgramsAndTheSmallWidgetsWork() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start() && Gtk.initialize(), "GTK 4 could not open a display")
        var changes: [Bool] = []
        let toggle = Switch(isActive: false, accessibleName: "Dark mode") { changes.append($0) }
        let spinner = Spinner(isActive: true), bar = ProgressBar(fraction: 0.25), separator = Separator(.vertical)
        let host = Host([toggle, spinner, bar, separator])
        toggle.isActive = true
        XCTAssertEqual(changes, [], "the program's change is not the user's")
        XCTAssertTrue(toggle.isActive)
        gtk_switch_set_active(OpaquePointer(toggle.gtkWidget), 0)  // as a click on the switch does
        XCTAssertEqual(changes, [false])
        XCTAssertEqual(gtk_spinner_get_spinning(OpaquePointer(spinner.gtkWidget)), 1)
        spinner.isActive = false
        XCTAssertEqual(gtk_spinner_get_spinning(OpaquePointer(spinner.gtkWidget)), 0)
        XCTAssertEqual(gtk_progress_bar_get_fraction(OpaquePointer(bar.gtkWidget)), 0.25)
        bar.text = "A quarter"
        XCTAssertEqual(String(cString: gtk_progress_bar_get_text(OpaquePointer(bar.gtkWidget))), "A quarter")
        XCTAssertEqual(gtk_progress_bar_get_show_text(OpaquePointer(bar.gtkWidget)), 1)
        XCTAssertEqual(gtk_orientable_get_orientation(OpaquePointer(separator.gtkWidget)), GTK_ORIENTATION_VERTICAL)
        host.controller.close()
        GTK4Harness.drain()
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }

    func testScaleAndImageOnGTK4() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start() && Gtk.initialize(), "GTK 4 could not open a display")
        var values: [Double] = []
        let scale = Scale(.horizontal, range: 0...10, step: 1) { values.append($0) }
        let icon = Image(.icon("list-add-symbolic", size: 24))
        let photo = Image(.file(Self.repositoryFile("Docs/gallery.png")), fitSize: Size(width: 64, height: 64))
        let broken = Image(.data(Data("not an image".utf8)))
        let host = Host([scale, icon, photo, broken])
        scale.value = 4
        XCTAssertEqual(values, [], "the program's value is not the user's")
        XCTAssertEqual(gtk_range_get_value(UnsafeMutableRawPointer(scale.gtkWidget).assumingMemoryBound(to: GtkRange.self)), 4)
        gtk_range_set_value(UnsafeMutableRawPointer(scale.gtkWidget).assumingMemoryBound(to: GtkRange.self), 7)  // as a drag does
        XCTAssertEqual(values, [7])
        XCTAssertEqual(gtk_scale_get_draw_value(UnsafeMutableRawPointer(scale.gtkWidget).assumingMemoryBound(to: GtkScale.self)), 1, "drawsValue's default, as on GTK 3")
        scale.drawsValue = false
        XCTAssertEqual(gtk_scale_get_draw_value(UnsafeMutableRawPointer(scale.gtkWidget).assumingMemoryBound(to: GtkScale.self)), 0)
        XCTAssertEqual(String(cString: gtk_image_get_icon_name(OpaquePointer(icon.gtkWidget))), "list-add-symbolic")
        XCTAssertEqual(gtk_image_get_pixel_size(OpaquePointer(icon.gtkWidget)), 24)
        XCTAssertEqual(gtk_image_get_storage_type(OpaquePointer(photo.gtkWidget)), GTK_IMAGE_PAINTABLE, "the file, scaled, shows as a texture")
        XCTAssertTrue(GTK4Harness.drain { gtk_widget_get_width(photo.gtkWidget) > 0 })
        XCTAssertLessThanOrEqual(gtk_widget_get_width(photo.gtkWidget), 64)
        // At its own size, as on GTK 3 (GTK 4's GtkImage would fit it in a 16-pixel icon square),
        // in a square of its longer side: GTK 4's GtkImage is always square.
        let texture = try XCTUnwrap(gtk_image_get_paintable(OpaquePointer(photo.gtkWidget)))
        XCTAssertEqual([gdk_paintable_get_intrinsic_width(texture), gdk_paintable_get_intrinsic_height(texture)], [64, 41],
                       "Docs/gallery.png (1190 × 756) fitted in 64 × 64")
        var width: Int32 = 0, height: Int32 = 0
        gtk_widget_measure(photo.gtkWidget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &width, nil, nil)
        gtk_widget_measure(photo.gtkWidget, GTK_ORIENTATION_VERTICAL, -1, nil, &height, nil, nil)
        XCTAssertEqual([width, height], [64, 64])
        XCTAssertEqual(String(cString: gtk_image_get_icon_name(OpaquePointer(broken.gtkWidget))), "image-missing")
        host.controller.close()
        GTK4Harness.drain()
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }

    /// A file of this repository, by its path from the root.
    static func repositoryFile(_ path: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(path).path
    }

    func testWidgetsAreFreedWithTheirWindow() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start() && Gtk.initialize(), "GTK 4 could not open a display")
        let finalizedBefore = GTK4Finalization.finalized.load(ordering: .relaxed)
        weak var weakButton: Button?
        weak var weakLabel: Label?
        do {
            let label = Label("Count: 0"), button = Button(label: "Add")
            weakButton = button
            weakLabel = label
            button.onClicked = { label.text = "Count: 1"; _ = button }  // captures both, as apps do
            _ = GTK4Finalization.track(label.gtkWidget)
            _ = GTK4Finalization.track(button.gtkWidget)
            let host = Host([label, button])
            button.click()
            XCTAssertEqual(label.text, "Count: 1")
            host.controller.close()
        }
        XCTAssertTrue(GTK4Harness.drain(until: { GTK4Finalization.finalized.load(ordering: .relaxed) - finalizedBefore == 2 }),
                      "the label and the button are finalised with their window")
        XCTAssertNil(weakButton)
        XCTAssertNil(weakLabel)
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }
}
#endif
