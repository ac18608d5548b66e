#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// The properties and signals of [GtkNotebook](https://docs.gtk.org/gtk4/class.Notebook.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol NotebookProtocol: Widget {}

@MainActor
extension NotebookProtocol {
    /// [GtkNotebook:enable-popup](https://docs.gtk.org/gtk4/property.Notebook.enable-popup.html)
    public var enablesPopup: Bool {
        get { gtkProperty("enable-popup") }
        set { setGtkProperty("enable-popup", newValue) }
    }

    /// [GtkNotebook:group-name](https://docs.gtk.org/gtk4/property.Notebook.group-name.html)
    public var groupName: String? {
        get { gtkProperty("group-name") }
        set { setGtkProperty("group-name", newValue) }
    }

    /// [GtkNotebook:page](https://docs.gtk.org/gtk4/property.Notebook.page.html)
    public var page: Int {
        get { gtkProperty("page") }
        set { setGtkProperty("page", newValue) }
    }

    /// [GtkNotebook:page](https://docs.gtk.org/gtk4/property.Notebook.page.html) as the user (or GTK itself)
    /// changed it; the program's own changes are not reported. Set the value from state and
    /// keep the state here to control it ("Values the user changes").
    ///
    /// ```swift
    /// notebook.onPageChanged = { [weak self] value in self?.state["page"] = value }
    /// ```
    public var onPageChanged: (@MainActor (Int) -> Void)? {
        get { signalClosure("notify::page") }
        set {
            let widget = gtkWidget
            let raw: @MainActor (UnsafeMutableRawPointer?) -> Void = { _ in newValue?(Widget.gtkProperty("page", of: widget)) }
            setSignal("notify::page", GeneratedSignalShapes.voidPointerCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkNotebook:scrollable](https://docs.gtk.org/gtk4/property.Notebook.scrollable.html)
    public var isScrollable: Bool {
        get { gtkProperty("scrollable") }
        set { setGtkProperty("scrollable", newValue) }
    }

    /// [GtkNotebook:show-border](https://docs.gtk.org/gtk4/property.Notebook.show-border.html)
    public var showsBorder: Bool {
        get { gtkProperty("show-border") }
        set { setGtkProperty("show-border", newValue) }
    }

    /// [GtkNotebook:show-tabs](https://docs.gtk.org/gtk4/property.Notebook.show-tabs.html)
    public var showsTabs: Bool {
        get { gtkProperty("show-tabs") }
        set { setGtkProperty("show-tabs", newValue) }
    }

    /// [GtkNotebook:tab-pos](https://docs.gtk.org/gtk4/property.Notebook.tab-pos.html)
    public var tabPos: PositionType {
        get { gtkProperty("tab-pos") }
        set { setGtkProperty("tab-pos", newValue) }
    }

    /// [GtkNotebook::change-current-page](https://docs.gtk.org/gtk4/signal.Notebook.change-current-page.html)
    public var onChangeCurrentPage: (@MainActor (Int) -> Bool)? {
        get { signalClosure("change-current-page") }
        set {
            let raw: @MainActor (Int32) -> Int32 = { a0 in (newValue?(Int(a0)) ?? false) ? 1 : 0 }
            setSignal("change-current-page", GeneratedSignalShapes.booleanInt32Callback, raw: raw, user: newValue)
        }
    }

    /// [GtkNotebook::focus-tab](https://docs.gtk.org/gtk4/signal.Notebook.focus-tab.html)
    public var onFocusTab: (@MainActor (NotebookTab) -> Bool)? {
        get { signalClosure("focus-tab") }
        set {
            let raw: @MainActor (Int32) -> Int32 = { a0 in (newValue?(NotebookTab(gtk: a0)) ?? false) ? 1 : 0 }
            setSignal("focus-tab", GeneratedSignalShapes.booleanInt32Callback, raw: raw, user: newValue)
        }
    }

    /// [GtkNotebook::move-focus-out](https://docs.gtk.org/gtk4/signal.Notebook.move-focus-out.html)
    public var onMoveFocusOut: (@MainActor (DirectionType) -> Void)? {
        get { signalClosure("move-focus-out") }
        set {
            let raw: @MainActor (Int32) -> Void = { a0 in newValue?(DirectionType(gtk: a0)) }
            setSignal("move-focus-out", GeneratedSignalShapes.voidInt32Callback, raw: raw, user: newValue)
        }
    }

    /// [GtkNotebook::page-added](https://docs.gtk.org/gtk4/signal.Notebook.page-added.html)
    public var onPageAdded: (@MainActor (UnsafeMutablePointer<GtkWidget>?, Int) -> Void)? {
        get { signalClosure("page-added") }
        set {
            let raw: @MainActor (UnsafeMutableRawPointer?, UInt32) -> Void = { a0, a1 in newValue?(a0?.assumingMemoryBound(to: GtkWidget.self), Int(a1)) }
            setSignal("page-added", GeneratedSignalShapes.voidPointerUInt32Callback, raw: raw, user: newValue)
        }
    }

    /// [GtkNotebook::page-removed](https://docs.gtk.org/gtk4/signal.Notebook.page-removed.html)
    public var onPageRemoved: (@MainActor (UnsafeMutablePointer<GtkWidget>?, Int) -> Void)? {
        get { signalClosure("page-removed") }
        set {
            let raw: @MainActor (UnsafeMutableRawPointer?, UInt32) -> Void = { a0, a1 in newValue?(a0?.assumingMemoryBound(to: GtkWidget.self), Int(a1)) }
            setSignal("page-removed", GeneratedSignalShapes.voidPointerUInt32Callback, raw: raw, user: newValue)
        }
    }

    /// [GtkNotebook::page-reordered](https://docs.gtk.org/gtk4/signal.Notebook.page-reordered.html)
    public var onPageReordered: (@MainActor (UnsafeMutablePointer<GtkWidget>?, Int) -> Void)? {
        get { signalClosure("page-reordered") }
        set {
            let raw: @MainActor (UnsafeMutableRawPointer?, UInt32) -> Void = { a0, a1 in newValue?(a0?.assumingMemoryBound(to: GtkWidget.self), Int(a1)) }
            setSignal("page-reordered", GeneratedSignalShapes.voidPointerUInt32Callback, raw: raw, user: newValue)
        }
    }

    /// [GtkNotebook::reorder-tab](https://docs.gtk.org/gtk4/signal.Notebook.reorder-tab.html)
    public var onReorderTab: (@MainActor (DirectionType, Bool) -> Bool)? {
        get { signalClosure("reorder-tab") }
        set {
            let raw: @MainActor (Int32, Int32) -> Int32 = { a0, a1 in (newValue?(DirectionType(gtk: a0), a1 != 0) ?? false) ? 1 : 0 }
            setSignal("reorder-tab", GeneratedSignalShapes.booleanInt32Int32Callback, raw: raw, user: newValue)
        }
    }

    /// [GtkNotebook::select-page](https://docs.gtk.org/gtk4/signal.Notebook.select-page.html)
    public var onSelectPage: (@MainActor (Bool) -> Bool)? {
        get { signalClosure("select-page") }
        set {
            let raw: @MainActor (Int32) -> Int32 = { a0 in (newValue?(a0 != 0) ?? false) ? 1 : 0 }
            setSignal("select-page", GeneratedSignalShapes.booleanInt32Callback, raw: raw, user: newValue)
        }
    }

    /// [GtkNotebook::switch-page](https://docs.gtk.org/gtk4/signal.Notebook.switch-page.html)
    public var onSwitchPage: (@MainActor (UnsafeMutablePointer<GtkWidget>?, Int) -> Void)? {
        get { signalClosure("switch-page") }
        set {
            let raw: @MainActor (UnsafeMutableRawPointer?, UInt32) -> Void = { a0, a1 in newValue?(a0?.assumingMemoryBound(to: GtkWidget.self), Int(a1)) }
            setSignal("switch-page", GeneratedSignalShapes.voidPointerUInt32Callback, raw: raw, user: newValue)
        }
    }
}
#endif
