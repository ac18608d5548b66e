#if GTK3
// GTK 3's only: the audit reads ATK, and GTK 4.8's accessibility has no getters to read.
import CGtk
import StateGtk
import StateGtkTesting
import Testing
/// Each check of the audit on a view built to fail it, and the same view fixed.
@Suite(.gtk, .serialized) @MainActor
struct AccessibilityAuditTests {
    /// Widgets placed one under another (or side by side), under their keys.
    final class Column: StateView {
        var items: [(key: String, widget: UnsafeMutablePointer<GtkWidget>)] = []
        var axis: Axis = .vertical
        override func render() {
            arrangement = .stack(axis, spacing: 8)
            for item in items { place(item.widget, key: item.key) }
        }
    }

    private func column(_ axis: Axis = .vertical, _ items: (String, UnsafeMutablePointer<GtkWidget>)...) -> Column {
        let view = Column()
        view.axis = axis
        view.items = items.map { (key: $0.0, widget: $0.1) }
        return view
    }

    /// The window each test shows its view in (raw widgets die with it: one per test).
    private static var windows: [ObjectIdentifier: TestWindow] = [:]

    private func findings(_ view: StateView, width: Int32 = 300, height: Int32 = 200) -> [AccessibilityFinding] {
        let window = Self.windows[ObjectIdentifier(view)] ?? TestWindow(view, width: width, height: height)
        Self.windows[ObjectIdentifier(view)] = window
        return window.accessibilityFindings()
    }

    init() {
        for window in Self.windows.values { window.close() }
        Self.windows = [:]
    }

    private func kinds(_ findings: [AccessibilityFinding], at keyPath: String) -> [AccessibilityFinding.Kind] {
        findings.filter { $0.keyPath == keyPath }.map(\.kind)
    }

    private func button(_ label: String) -> UnsafeMutablePointer<GtkWidget> { gtk_button_new_with_label(label) }

    @Test func anIconOnlyButtonNeedsAName() throws {
        let add = Button(iconName: "emblem-system-symbolic", accessibleName: nil)
        let view = column(.vertical, ("add", add.gtkWidget))
        let found = findings(view)
        #expect(kinds(found, at: "add") == [.missingName])
        #expect(found.first?.description.contains("Column") == true)
        add.accessibleName = "Add repository"
        #expect(kinds(findings(view), at: "add").isEmpty)
    }

    @Test func aFocusablePanelHasTheWrongRole() throws {
        let card = gtk_event_box_new()!
        gtk_widget_set_can_focus(card, 1)
        gtk_widget_set_size_request(card, 100, 40)
        let view = column(.vertical, ("card", card), ("ok", button("OK")))
        #expect(kinds(findings(view), at: "card").contains(.wrongRole))
        atk_object_set_role(gtk_widget_get_accessible(card), ATK_ROLE_PUSH_BUTTON)
        atk_object_set_name(gtk_widget_get_accessible(card), "Open card")
        #expect(!kinds(findings(view), at: "card").contains(.wrongRole))
    }

    @Test func anImageIsNamedOrDecorative() throws {
        let image = Image(.icon("face-smile", size: 32))
        let view = column(.vertical, ("avatar", image.gtkWidget))
        #expect(kinds(findings(view), at: "avatar") == [.unnamedImage])
        image.isAccessibilityDecorative = true
        #expect(kinds(findings(view), at: "avatar").isEmpty)
    }

    @Test func aLabelBesideAFieldIsItsLabel() throws {
        let label = Label("Name"), field = Entry()
        let view = column(.horizontal, ("nameLabel", label.gtkWidget), ("name", field.gtkWidget))
        #expect(kinds(findings(view), at: "name") == [.labelNotLinked])
        field.setAccessibleLabel(label)
        #expect(kinds(findings(view), at: "name").isEmpty)
    }

    @Test func aControlTabCannotReachIsUnreachable() throws {
        let skipped = button("Skipped")
        gtk_widget_set_can_focus(skipped, 0)
        let view = column(.vertical, ("first", button("First")), ("skipped", skipped))
        #expect(kinds(findings(view), at: "skipped") == [.unreachable])
        gtk_widget_set_can_focus(skipped, 1)
        #expect(kinds(findings(view), at: "skipped").isEmpty)
    }

    @Test func focusThatNeverLeavesIsATrap() throws {
        let box = box(role: ATK_ROLE_PANEL, name: "", button("A"), button("B"))
        let view = column(.vertical, ("before", button("Before")), ("trap", box), ("after", button("After")))
        #expect(kinds(findings(view), at: "after").isEmpty)
        FocusBehaviour.trap(box)
        #expect(findings(view).contains { $0.kind == .focusTrap && $0.keyPath.hasPrefix("trap") })
    }

    @Test func tabGoingUpIsOutOfOrder() throws {
        let box = box(role: ATK_ROLE_PANEL, name: "", button("Top"), button("Bottom"))
        let view = column(.vertical, ("box", box))
        #expect(!findings(view).contains { $0.kind == .focusOrder })
        FocusBehaviour.reverse(box)
        #expect(findings(view).contains { $0.kind == .focusOrder })
    }

    /// GTK 3 sorts Tab's children by their allocations, which for a GtkPaned's sides are each
    /// relative to the side's own GdkWindow: a narrower end side came first. The audit compares
    /// positions in the common parent's coordinates, so it sees Tab going left.
    @Test func tabGoingToTheStartSideOfARawPanedIsOutOfOrder() throws {
        let paned = gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)!
        gtk_paned_pack1(UnsafeMutableRawPointer(paned).assumingMemoryBound(to: GtkPaned.self), button("Start"), 1, 0)
        gtk_paned_pack2(UnsafeMutableRawPointer(paned).assumingMemoryBound(to: GtkPaned.self), button("End"), 1, 0)
        gtk_paned_set_position(UnsafeMutableRawPointer(paned).assumingMemoryBound(to: GtkPaned.self), 200)
        gtk_widget_show_all(paned)
        let view = column(.vertical, ("paned", paned))
        let found = findings(view, width: 300, height: 100)
        #expect(found.contains { $0.kind == .focusOrder && $0.keyPath == "paned/GtkButton[0]" }, "\(found)")
    }

    /// StateGtk's Paned takes Tab through its start side, then its end side (backwards the other
    /// way round), as a reader reads them, in either direction of text.
    @Test(arguments: [GTK_TEXT_DIR_LTR, GTK_TEXT_DIR_RTL])
    func tabGoesThroughAPanedsStartSideFirst(_ direction: GtkTextDirection) throws {
        final class Split: StateView {
            let before = Button(label: "Before")
            let paned = Paned(.horizontal)
            let start = Button(label: "Start"), end = Button(label: "End")
            override func render() {
                paned.position = 200
                place(before, key: "before") { make in make.top.leading.trailing.equalTo(self) }
                place(paned, key: "paned") { make in
                    make.top.equalTo(self.before.snp.bottom)
                    make.leading.trailing.bottom.equalTo(self)
                }
                .start { $0.place(self.start, key: "start") }
                .end { $0.place(self.end, key: "end") }
            }
        }
        let split = Split()
        gtk_widget_set_direction(split.paned.gtkWidget, direction)
        let found = findings(split, width: 300, height: 100)
        #expect(!found.contains { $0.kind == .focusOrder || $0.kind == .unreachable }, "\(found)")
        let window = Self.windows[ObjectIdentifier(split)]!
        let gtkWindow = UnsafeMutableRawPointer(window.window).assumingMemoryBound(to: GtkWindow.self)
        gtk_window_set_focus(gtkWindow, split.before.gtkWidget)
        try window.press(keyval: guint(GDK_KEY_Tab))
        #expect(gtk_window_get_focus(gtkWindow) == split.start.gtkWidget)
        try window.press(keyval: guint(GDK_KEY_Tab))
        #expect(gtk_window_get_focus(gtkWindow) == split.end.gtkWidget)
        try window.press(keyval: guint(GDK_KEY_ISO_Left_Tab), modifiers: GDK_SHIFT_MASK)
        #expect(gtk_window_get_focus(gtkWindow) == split.start.gtkWidget)
        try window.press(keyval: guint(GDK_KEY_ISO_Left_Tab), modifiers: GDK_SHIFT_MASK)
        #expect(gtk_window_get_focus(gtkWindow) == split.before.gtkWidget)
    }

    @Test func aFocusedWidgetOutOfViewIsNotVisible() throws {
        // A GtkLayout scrolls only where it is told to: its far button takes the focus unseen.
        let layout = gtk_layout_new(nil, nil)!
        let near = button("Near"), far = button("Far")
        gtk_layout_put(UnsafeMutableRawPointer(layout).assumingMemoryBound(to: GtkLayout.self), near, 0, 0)
        gtk_layout_put(UnsafeMutableRawPointer(layout).assumingMemoryBound(to: GtkLayout.self), far, 0, 1000)
        gtk_layout_set_size(UnsafeMutableRawPointer(layout).assumingMemoryBound(to: GtkLayout.self), 200, 1100)
        let scroller = gtk_scrolled_window_new(nil, nil)!
        gtk_container_add(UnsafeMutableRawPointer(scroller).assumingMemoryBound(to: GtkContainer.self), layout)
        gtk_widget_set_size_request(scroller, 200, 150)
        gtk_widget_show_all(scroller)
        let view = column(.vertical, ("scroller", scroller))
        #expect(kinds(findings(view), at: "scroller/GtkButton[1]") == [.focusNotVisible])
        let adjustment = gtk_scrollable_get_vadjustment(OpaquePointer(layout))
        gtk_container_set_focus_vadjustment(UnsafeMutableRawPointer(layout).assumingMemoryBound(to: GtkContainer.self), adjustment)
        #expect(!findings(view).contains { $0.kind == .focusNotVisible })
    }

    /// A GtkBox of `children`, shown, with the role and name given.
    private func box(role: AtkRole, name: String, _ children: UnsafeMutablePointer<GtkWidget>...) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
        for child in children { gtk_container_add(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkContainer.self), child) }
        atk_object_set_role(gtk_widget_get_accessible(box), role)
        atk_object_set_name(gtk_widget_get_accessible(box), name)
        gtk_widget_show_all(box)
        return box
    }

    @Test func rowsSayTheirPositionAndHiddenRowsAreNotExposed() throws {
        let first = box(role: ATK_ROLE_LIST_ITEM, name: "First", gtk_label_new("First"))
        let second = box(role: ATK_ROLE_LIST_ITEM, name: "Second", gtk_label_new("Second"))
        let list = box(role: ATK_ROLE_LIST, name: "Rows", first, second)
        let view = column(.vertical, ("list", list))
        let found = findings(view)
        #expect(kinds(found, at: "list/GtkBox[0]") == [.rowPosition], "\(found)")
        gtk_widget_hide(second)
        #expect(kinds(findings(view), at: "list/GtkBox[1]") == [.hiddenRowExposed])
        atk_object_set_role(gtk_widget_get_accessible(second), ATK_ROLE_REDUNDANT_OBJECT)
        #expect(kinds(findings(view), at: "list/GtkBox[1]").isEmpty)
    }

    @Test func paleTextOnWhiteLacksContrast() throws {
        let hint = Label("A pale hint")
        let view = column(.vertical, ("hint", hint.gtkWidget))
        view.styleClasses = ["audit-white"]
        Style.load(css: """
            .audit-white { background-color: #ffffff; }
            .audit-pale { color: #bbbbbb; }
            .audit-dark { color: #333333; }
            """, source: "audit-tests")
        hint.styleClasses = ["audit-dark"]
        #expect(kinds(findings(view), at: "hint").isEmpty)
        hint.styleClasses = ["audit-pale"]
        let found = findings(view).filter { $0.keyPath == "hint" }
        #expect(found.map(\.kind) == [.lowContrast])
        #expect(found.first?.problem.contains("#bbbbbb on #ffffff") == true)
    }

    @Test func aStatusLineAnnouncesItsChanges() throws {
        let status = Label("12 repositories")
        let view = column(.vertical, ("status", status.gtkWidget))
        #expect(kinds(findings(view), at: "status") == [.silentStatus])
        status.announcesChanges = true
        #expect(kinds(findings(view), at: "status").isEmpty)
    }

    @Test func anAnnouncingLabelSaysItShowsWhenItsTextChanges() throws {
        let status = Label("Loading…")
        status.announcesChanges = true
        let window = TestWindow(column(.vertical, ("status", status.gtkWidget)))
        defer { window.close() }
        let shown = ShowingCounter(status.gtkWidget)
        status.text = "30 repositories"
        waitUntilIdle()
        #expect(shown.count == 1)
        status.announcesChanges = false
        status.text = "31 repositories"
        waitUntilIdle()
        #expect(shown.count == 1)
    }

    @Test func anIgnoredFindingNeedsAReasonAndAFinding() throws {
        let add = Button(iconName: "emblem-system-symbolic", accessibleName: nil)
        let window = TestWindow(column(.vertical, ("add", add.gtkWidget)))
        defer { window.close() }
        #expect(throws: AccessibilityAuditFailure.self) { try window.auditAccessibility() }
        try window.auditAccessibility(ignoring: [.init(.missingName, at: "add", because: "the test's own bad button")])
        let failure = #expect(throws: AccessibilityAuditFailure.self) {
            try window.auditAccessibility(ignoring: [
                .init(.missingName, at: "add", because: " "), .init(.lowContrast, at: "gone", because: "stale"),
            ])
        }
        #expect(failure?.invalidIgnores.count == 2)
        #expect(failure?.findings.count == 1)
    }
}
#endif
