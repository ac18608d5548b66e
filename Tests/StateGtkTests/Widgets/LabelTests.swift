// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import StateGtk
import StateGtkTesting
import XCTest
/// The label's GtkLabel, as each toolkit's C API takes it (GTK 4's is opaque).
#if GTK3
@MainActor private func labelPointer(_ label: Label) -> UnsafeMutablePointer<GtkLabel> { gtk(label.gtkWidget) }
#else
@MainActor private func labelPointer(_ label: Label) -> OpaquePointer { OpaquePointer(label.gtkWidget) }
#endif

final class LabelTests: XCTestCase {
    func testTextIsPlainAndMarkupIsOptInWithEscapedValues() throws { try onMain {
        try requireGtk()
        let label = Label("<b>not bold</b>")
        let (host, window) = showHost([label])
        defer { window.close() }
        let gtkLabel = labelPointer(label)
        XCTAssertEqual(labelText(label.gtkWidget), "<b>not bold</b>", "text is never parsed as markup")
        XCTAssertEqual(gtk_label_get_use_markup(gtkLabel), 0)

        let user = "<i>Eve</i> & co"
        label.markup = "<b>\(user)</b> commented"
        XCTAssertEqual(String(cString: gtk_label_get_label(gtkLabel)), "<b>&lt;i&gt;Eve&lt;/i&gt; &amp; co</b> commented")
        XCTAssertEqual(labelText(label.gtkWidget), "<i>Eve</i> & co commented", "the user's tags show as text")
        XCTAssertEqual(gtk_label_get_use_markup(gtkLabel), 1)
        XCTAssertEqual(label.markup, Markup(raw: "<b>&lt;i&gt;Eve&lt;/i&gt; &amp; co</b> commented"))

        label.text = "plain again"
        XCTAssertEqual(gtk_label_get_use_markup(gtkLabel), 0)
        XCTAssertEqual(labelText(label.gtkWidget), "plain again")
        XCTAssertNil(label.markup)
        assertNoOpRerender(host)
    } }

    func testMarkupEscapeAndNesting() throws { try onMain {
        XCTAssertEqual(Markup.escape("a<b>&\"'"), "a&lt;b&gt;&amp;&quot;&apos;")
        let inner: Markup = "<i>\("1<2")</i>"
        let outer: Markup = "<b>\(inner)</b>"
        XCTAssertEqual(outer.string, "<b><i>1&lt;2</i></b>", "nested markup is kept, values escaped")
        try requireGtk()
        let label = Label(markup: outer)
        XCTAssertEqual(labelText(label.gtkWidget), "1<2")
        XCTAssertEqual(label.markup, outer)
    } }

    func testPropertiesReachGtkAndReRendersWithoutChangesMakeNoCalls() throws { try onMain {
        try requireGtk()
        let label = Label("A long line of text that will wrap or be cut")
        var configureCount = 0
        let (host, window) = showHost([label]) {
            configureCount += 1
            label.wraps = true
            label.ellipsize = .end
            label.xAlign = 0
            label.yAlign = 1
            label.justification = .center
            label.isSelectable = true
            label.maxWidthChars = 12
            label.text = "A long line of text that will wrap or be cut"
        }
        defer { window.close() }
        let gtkLabel = labelPointer(label)
        #if GTK3
        XCTAssertEqual(gtk_label_get_line_wrap(gtkLabel), 1)
        XCTAssertEqual(gtk_label_get_line_wrap_mode(gtkLabel), PANGO_WRAP_WORD_CHAR)
        #else
        XCTAssertEqual(gtk_label_get_wrap(gtkLabel), 1)  // GTK 4 renamed line_wrap to wrap
        XCTAssertEqual(gtk_label_get_wrap_mode(gtkLabel), PANGO_WRAP_WORD_CHAR)
        #endif
        XCTAssertEqual(gtk_label_get_ellipsize(gtkLabel), PANGO_ELLIPSIZE_END)
        XCTAssertEqual(gtk_label_get_xalign(gtkLabel), 0)
        XCTAssertEqual(gtk_label_get_yalign(gtkLabel), 1)
        XCTAssertEqual(gtk_label_get_justify(gtkLabel), GTK_JUSTIFY_CENTER)
        XCTAssertEqual(gtk_label_get_selectable(gtkLabel), 1)
        XCTAssertEqual(gtk_label_get_max_width_chars(gtkLabel), 12)
        XCTAssertGreaterThan(configureCount, 0)
        assertNoOpRerender(host)
        XCTAssertEqual(WidgetTree.accessibleName(of: label.gtkWidget), "A long line of text that will wrap or be cut", "a label's accessible name is its text")
    } }

    func testCommonWidgetProperties() throws { try onMain {
        try requireGtk()
        let label = Label("x")
        let (host, window) = showHost([label]) {
            label.horizontalAlignment = .start
            label.verticalAlignment = .center
            label.tooltip = "Tip"
            label.minimumSize = Size(width: 80, height: 30)
            label.expandsVertically = true
        }
        defer { window.close() }
        XCTAssertEqual(gtk_widget_get_halign(label.gtkWidget), GTK_ALIGN_START)
        XCTAssertEqual(gtk_widget_get_valign(label.gtkWidget), GTK_ALIGN_CENTER)
        let tooltip = gtk_widget_get_tooltip_text(label.gtkWidget)
        #if GTK3
        // GTK 3's gtk_widget_get_tooltip_text returns a copy for the caller to free (the leak check
        // found it); GTK 4's returns its own string.
        defer { g_free(tooltip) }
        #endif
        XCTAssertEqual(tooltip.map { String(cString: $0) }, "Tip")
        var width: Int32 = 0, height: Int32 = 0
        gtk_widget_get_size_request(label.gtkWidget, &width, &height)
        XCTAssertEqual([width, height], [80, 30])
        XCTAssertEqual(gtk_widget_get_vexpand(label.gtkWidget), 1)
        assertNoOpRerender(host)
    } }
}
