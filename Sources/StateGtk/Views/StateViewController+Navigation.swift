// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// Moving between screens, UINavigationController style: `push` slides a view over the
/// current one, `pop` (the title bar's back button, Alt+Left, the mouse's back button) slides
/// it away. While a view is pushed the title bar shows its title and a back button in place of
/// the root's start widgets and views. A view under another keeps its widgets and state (its
/// scroll position, its selection); a popped view is removed: `viewWillRemove` runs at once,
/// its widgets go when the slide ends, and it is released.
///
/// ```swift
/// parentViewController?.push(OwnerView.self, title: owner) { $0.owner = owner }
/// ```
extension StateViewController {
    /// The views pushed over the root, bottom first; the root view is not among them (it is
    /// `rootView`), so with nothing pushed the stack is empty.
    public var navigationStack: [StateView] { pushedViews.map(\.view) }

    /// The view on top: the last pushed one, or the root.
    public var topView: StateView? { pushedViews.last?.view ?? rootView }

    /// Slides `view` in over the current one; `title` shows in the title bar while it is on top.
    public func push(_ view: StateView, title: String? = nil) {
        guard isOpen else { return }
        guard view !== rootView, !pushedViews.contains(where: { $0.view === view }), view.phase == .detached else {
            return stateGtkLog.error("\(type(of: self)) cannot push \(type(of: view)): it is already shown or was removed; push a new view")
        }
        view.parentViewController = self
        view.depth = 0
        if pushedViews.isEmpty { rootTitleBarTitles = (titleBar?.title, titleBar?.subtitle) }
        pushedViews.append((view, title, FocusMemory(gtk_window_get_focus(gcast(window)))))
        GtkMutations.record(.add)
        addPage(view.widget)
        view.renderDeep()
        gtk_stack_set_transition_type(gcast(stack), GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT)
        gtk_stack_set_visible_child(gcast(stack), view.widget)
        navigationDidChange()
    }

    /// Makes a view of `type`, lets `configure` set it up, and pushes it.
    @discardableResult
    public func push<View: StateView>(_ type: View.Type, title: String? = nil, configure: (View) -> Void = { _ in }) -> View {
        let view = type.init(parentViewController: self)
        configure(view)
        push(view, title: title)
        return view
    }

    /// Slides the top view away, back to the one under it; does nothing on the root.
    public func pop() {
        guard isOpen, let (view, _, focus) = pushedViews.popLast() else { return }
        view.willRemove()
        leavingViews.append(view)
        let focusIsLeaving = gtk_window_get_focus(gcast(window)).map { Self.isInside($0, view.widget) } ?? false
        if let below = topView {
            gtk_stack_set_transition_type(gcast(stack), GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT)
            gtk_stack_set_visible_child(gcast(stack), below.widget)
            // The focus goes back where it was before the push, unless it moved out of the
            // popped page meanwhile (to the back button: once that hides, it is nowhere).
            // GtkStack does this too, but not when the page itself had the focus.
            if focusIsLeaving, let previous = focus.widget, Self.isInside(previous, below.widget) {
                gtk_widget_grab_focus(previous)
            }
        }
        navigationDidChange()
        // Without animations (or off screen) there is no slide to wait for.
        if gtk_stack_get_transition_running(gcast(stack)) == 0 { removeLeavingViews() }
    }

    /// Whether `widget` is `page` or inside it (GTK's "ancestor" excludes the page itself).
    private static func isInside(_ widget: UnsafeMutablePointer<GtkWidget>, _ page: UnsafeMutablePointer<GtkWidget>) -> Bool {
        widget == page || gtk_widget_is_ancestor(widget, page) != 0
    }

    /// Pops every pushed view.
    public func popToRoot() {
        while !pushedViews.isEmpty { pop() }
    }

    /// The widgets of popped views go once nothing slides any more.
    func removeLeavingViews() {
        let leaving = leavingViews
        leavingViews.removeAll()
        for view in leaving {
            GtkMutations.record(.remove)
            removePage(view.widget)
            GtkMutations.record(.destroy)
            destroyWidget(view.widget)
            view.releaseSubtree()
        }
    }

    private func navigationDidChange() {
        declareStandardActions()  // win.back follows the stack
        if let titleBar {
            // A pushed view's title replaces the root's title and subtitle, which come back on the root.
            let pushedTitle = pushedViews.last.map { $0.title ?? rootTitleBarTitles.title }
            titleBar.title = pushedTitle ?? rootTitleBarTitles.title
            titleBar.subtitle = pushedViews.isEmpty ? rootTitleBarTitles.subtitle : nil
        }
        if !pushedViews.isEmpty, backButton == nil, let titleBar {
            let title = localized("Back", comment: "The button that goes back to the previous page")
            let back = Button(iconName: "go-previous-symbolic", accessibleName: title)
            back.actionName = "win.back"
            // The shortcut as GTK writes it in the user's language ("Alt+Left", "Alt+Gauche").
            #if GTK3
            let label = gtk_accelerator_get_label(guint(GDK_KEY_Left), GDK_MOD1_MASK)
            #else
            let label = gtk_accelerator_get_label(guint(GDK_KEY_Left), GDK_ALT_MASK)
            #endif
            defer { g_free(label) }
            back.tooltip = label.map { "\(title) (\(String(cString: $0)))" } ?? title
            titleBar.pack(back.gtkWidget, atStart: true)
            backButton = back
        }
        backButton?.isVisible = !pushedViews.isEmpty
        // The start of the title bar belongs to the root (its filters, its tools), as a root
        // view controller's left bar items do on iOS: the back button stands in for them.
        if let titleBar {
            for widget in titleBar.startWidgets.map(\.gtkWidget) + titleBar.startViews.map(\.widget) {
                gtk_widget_set_visible(widget, pushedViews.isEmpty ? 1 : 0)
            }
        }
    }

    /// The mouse's back button pops, and a slide that ends removes what was popped.
    func observeBackButton() {
        #if GTK3
        let press = SignalHandler<EventAction>({ [weak self] event in
            let button = event.assumingMemoryBound(to: GdkEventButton.self).pointee
            guard button.button == 8, button.type == GDK_BUTTON_PRESS, let self, !self.pushedViews.isEmpty else { return false }
            self.pop()
            return true
        })
        SignalHandler.connect(window.gpointer, signal: "button-press-event", trampoline: SignalTrampolines.eventCallback, handler: press)
        #else
        let back = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(back, 8)
        gtk_event_controller_set_propagation_phase(back, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(window, back)
        let press = SignalHandler<ViewEvents.ClickAction>({ [weak self] _, _ in
            guard let self, !self.pushedViews.isEmpty else { return }
            self.pop()
        })
        SignalHandler.connect(UnsafeMutableRawPointer(back), signal: "pressed", trampoline: ControllerTrampolines.clickCallback, handler: press)
        #endif
        let transition = SignalHandler<PointerAction>({ [weak self] _ in
            guard let self, gtk_stack_get_transition_running(gcast(self.stack)) == 0 else { return }
            self.removeLeavingViews()
        })
        SignalHandler.connect(stack.gpointer, signal: "notify::transition-running", trampoline: SignalTrampolines.pointerCallback, handler: transition)
    }
}
