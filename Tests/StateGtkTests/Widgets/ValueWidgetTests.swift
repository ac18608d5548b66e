// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
#endif
import Foundation
import StateGtk
import StateGtkTesting
import XCTest
final class ValueWidgetTests: XCTestCase {
    func testScaleRangeValueAndUserChanges() throws { try onMain {
        try requireGtk()
        var changes: [Double] = []
        var volume = 5.0
        let scale = Scale(range: 0...10, step: 0.1)
        let (host, window) = showHost([scale]) {
            scale.bounds = 0...1
            scale.digits = 1
            scale.drawsValue = false
            scale.value = volume  // GTK clamps it to 1: asking again is still no change
            scale.onValueChanged = { changes.append($0) }
        }
        defer { window.close() }
        let adjustment = gtk_range_get_adjustment(gtk(scale.gtkWidget))
        XCTAssertEqual(gtk_adjustment_get_lower(adjustment), 0)
        XCTAssertEqual(gtk_adjustment_get_upper(adjustment), 1)
        XCTAssertEqual(gtk_scale_get_digits(gtk(scale.gtkWidget)), 1)
        XCTAssertEqual(gtk_scale_get_draw_value(gtk(scale.gtkWidget)), 0)
        XCTAssertEqual(scale.value, 1)
        XCTAssertEqual(changes, [], "render's value is not reported")
        assertNoOpRerender(host)
        gtk_range_set_value(gtk(scale.gtkWidget), 0.7)  // the user
        XCTAssertEqual(changes, [0.7])
        volume = 0.7
        assertNoOpRerender(host)
    } }

    func testComboBoxTextItemsSelectionAndUserPicks() throws { try onMain {
        try requireGtk()
        var picks: [Int?] = []
        var items = ["Stars", "Forks"]
        var selected: Int? = 1
        let combo = ComboBoxText(items: ["x"])
        let (host, window) = showHost([combo]) {
            combo.items = items
            combo.selectedIndex = selected
            combo.onChanged = { picks.append($0) }
        }
        defer { window.close() }
        let box = gtk(combo.gtkWidget, as: GtkComboBox.self)
        XCTAssertEqual(gtk_tree_model_iter_n_children(gtk_combo_box_get_model(box), nil), 2)
        XCTAssertEqual(gtk_combo_box_get_active(box), 1)
        XCTAssertEqual(combo.selectedItem, "Forks")
        XCTAssertEqual(picks, [])
        gtk_combo_box_set_active(box, 0)  // the user
        XCTAssertEqual(picks, [0])
        selected = 0
        assertNoOpRerender(host)
        items = ["Stars", "Forks", "Updated"]
        host.setNeedsRender()
        StateView.flushRenders()
        XCTAssertEqual(gtk_tree_model_iter_n_children(gtk_combo_box_get_model(box), nil), 3)
        XCTAssertEqual(gtk_combo_box_get_active(box), 0, "the selection survives new items")
        XCTAssertEqual(picks, [0], "changing items is not a pick")
    } }

    func testProgressBarSpinnerAndSeparator() throws { try onMain {
        try requireGtk()
        let progress = ProgressBar()
        let spinner = Spinner()
        let separator = Separator()
        var loading = true
        let (host, window) = showHost([progress, spinner, separator]) {
            progress.fraction = 0.25
            progress.text = "1 of 4"
            progress.pulseStep = 0.2
            spinner.isActive = loading
            separator.orientation = .vertical
        }
        defer { window.close() }
        #if GTK3
        let bar = gtk(progress.gtkWidget, as: GtkProgressBar.self)
        let spinning = "active"
        #else
        let bar = OpaquePointer(progress.gtkWidget)
        let spinning = "spinning"  // GTK 4's name for it
        #endif
        XCTAssertEqual(gtk_progress_bar_get_fraction(bar), 0.25)
        XCTAssertEqual(String(cString: gtk_progress_bar_get_text(bar)), "1 of 4")
        XCTAssertEqual(gtk_progress_bar_get_show_text(bar), 1)
        XCTAssertEqual(gtk_progress_bar_get_pulse_step(bar), 0.2, accuracy: 1e-9)
        XCTAssertTrue(boolProperty(UnsafeMutableRawPointer(spinner.gtkWidget), spinning))
        XCTAssertEqual(gtk_orientable_get_orientation(OpaquePointer(separator.gtkWidget)), GTK_ORIENTATION_VERTICAL)
        assertNoOpRerender(host)
        let pulse = GtkMutations.measure { progress.pulse() }
        XCTAssertEqual(pulse.propertySets, 1)
        loading = false
        host.setNeedsRender()
        StateView.flushRenders()
        XCTAssertFalse(boolProperty(UnsafeMutableRawPointer(spinner.gtkWidget), spinning))
    } }

    func testImageIconFileAndPixbufScaledToFit() throws { try onMain {
        try requireGtk()
        // A 100 × 50 PNG to load.
        let path = NSTemporaryDirectory() + "stategtk-image-\(getpid()).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let source = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 1, 8, 100, 50)!
        gdk_pixbuf_fill(source, 0xff00_00ff)
        XCTAssertEqual(gdk_pixbuf_savev(source, path, "png", nil, nil, nil), 1)

        let icon = Image(.icon("dialog-information", size: 32))
        let file = Image()
        let pixbuf = Image()
        var fit = Size(width: 40, height: 40)
        let (host, window) = showHost([icon, file, pixbuf]) {
            file.fitSize = fit
            file.source = .file(path)
            pixbuf.fitSize = Size(width: 20, height: 80)
            pixbuf.source = .pixbuf(source)
        }
        defer { window.close() }
        #if GTK3
        XCTAssertEqual(gtk_image_get_storage_type(gtk(icon.gtkWidget)), GTK_IMAGE_ICON_NAME)
        XCTAssertEqual(gtk_image_get_pixel_size(gtk(icon.gtkWidget)), 32)
        @MainActor func size(_ image: Image) -> [Int32] {
            guard let shown = gtk_image_get_pixbuf(gtk(image.gtkWidget)) else { return [] }
            return [gdk_pixbuf_get_width(shown), gdk_pixbuf_get_height(shown)]
        }
        #else
        XCTAssertEqual(gtk_image_get_storage_type(OpaquePointer(icon.gtkWidget)), GTK_IMAGE_ICON_NAME)
        XCTAssertEqual(gtk_image_get_pixel_size(OpaquePointer(icon.gtkWidget)), 32)
        @MainActor func size(_ image: Image) -> [Int32] {
            guard let shown = gtk_image_get_paintable(OpaquePointer(image.gtkWidget)) else { return [] }
            return [gdk_paintable_get_intrinsic_width(shown), gdk_paintable_get_intrinsic_height(shown)]
        }
        #endif
        XCTAssertEqual(size(file), [40, 20], "fits 40 × 40 keeping 2:1")
        XCTAssertEqual(size(pixbuf), [20, 10], "fits 20 × 80 keeping 2:1")
        assertNoOpRerender(host)
        fit = Size(width: 200, height: 200)
        host.setNeedsRender()
        StateView.flushRenders()
        XCTAssertEqual(size(file), [200, 100], "scaled up to fit too")
        file.fitSize = nil
        XCTAssertEqual(size(file), [100, 50], "its own size")
        g_object_unref(UnsafeMutableRawPointer(source))
    } }
}
