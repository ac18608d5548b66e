// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// A command the user can run from a button, a menu item or a keyboard shortcut: a GAction
/// declared from Swift.
///
/// Declare actions where their state lives, the controller (`setActions`) or a view's
/// `render()` (`declareActions`), every time that state changes: what is enabled and what is
/// checked then follows the app, and GTK greys menu items and buttons that use a disabled
/// action by itself. Accelerators work wherever the keyboard focus is, even nowhere.
///
/// ```swift
/// declareActions([
///     Action("refresh", title: "Refresh", accelerators: ["F5", "<Control>r"]) { [weak self] in self?.reload() },
///     Action.toggle("archived", title: "Show Archived", isActive: showsArchived) { [weak self] on in self?.show(archived: on) },
///     Action.radio("sort", title: "Sort", selected: sort.rawValue) { [weak self] value in self?.sort(by: value) },
///     Action("delete", title: "Delete", accelerators: ["Delete"], isEnabled: selection != nil) { … },
/// ])
/// button.actionName = "win.refresh"   // or a menu item: .item("Refresh", action: "win.refresh")
/// ```
@MainActor
public struct Action {
    /// Where an action lives: the application (`app.` names, reachable from every window) or
    /// the controller's window (`win.` names).
    public enum Scope: Sendable {
        /// On the GtkApplication: `app.` names, reachable from every window.
        case application
        /// On the controller's window: `win.` names.
        case window

        /// The prefix GTK resolves the action by: `app` or `win`.
        public var prefix: String { self == .application ? "app" : "win" }
    }

    /// What the action does, and the state it shows.
    enum Kind {
        case plain(@MainActor () -> Void)
        /// Activated with a string (a menu item's target): one action for every row of a list.
        case parameter(@MainActor (String) -> Void)
        case toggle(isOn: Bool, @MainActor (Bool) -> Void)
        case radio(selected: String, @MainActor (String) -> Void)

        var shape: Shape {
            switch self {
            case .plain: .plain
            case .parameter: .parameter
            case .toggle: .toggle
            case .radio: .radio
            }
        }
    }

    /// The kind without its values: an action whose shape changes is made again.
    enum Shape { case plain, parameter, toggle, radio }

    /// The name, without the scope's prefix ("refresh").
    public let name: String
    /// Where it lives.
    public var scope: Scope
    /// What menus and the shortcuts window call it.
    public var title: String
    /// GTK accelerator strings ("<Control>q", "F5", "<Alt>Left"), the first one shown. GTK
    /// keeps them on the application: they work in windows presented through `Application`.
    public var accelerators: [String]
    /// Whether it can run now; a disabled action greys its menu items and buttons and its
    /// accelerators do nothing.
    public var isEnabled: Bool
    var kind: Kind

    /// A plain action.
    public init(_ name: String, title: String = "", scope: Scope = .window, accelerators: [String] = [], isEnabled: Bool = true,
                perform: @escaping @MainActor () -> Void) {
        self.init(name, title: title, scope: scope, accelerators: accelerators, isEnabled: isEnabled, kind: .plain(perform))
    }

    init(_ name: String, title: String, scope: Scope, accelerators: [String], isEnabled: Bool, kind: Kind) {
        self.name = name
        self.title = title
        self.scope = scope
        self.accelerators = accelerators
        self.isEnabled = isEnabled
        self.kind = kind
    }

    /// An action run with a string, from menu items that pass one (`.item("Copy", action: "win.copy", target: url)`).
    public static func withParameter(_ name: String, title: String = "", scope: Scope = .window, isEnabled: Bool = true,
                                     perform: @escaping @MainActor (String) -> Void) -> Action {
        Action(name, title: title, scope: scope, accelerators: [], isEnabled: isEnabled, kind: .parameter(perform))
    }

    /// A checkable action (a check menu item): `isActive` is what the app holds now; `onChange`
    /// gets the value the user asks for. Declare it again with the new value.
    public static func toggle(_ name: String, title: String = "", scope: Scope = .window, accelerators: [String] = [],
                              isEnabled: Bool = true, isActive: Bool, onChange: @escaping @MainActor (Bool) -> Void) -> Action {
        Action(name, title: title, scope: scope, accelerators: accelerators, isEnabled: isEnabled, kind: .toggle(isOn: isActive, onChange))
    }

    /// One choice among several (radio menu items, each with a `target`): `selected` is the
    /// value the app holds now; `onChange` gets the one the user picks.
    public static func radio(_ name: String, title: String = "", scope: Scope = .window, isEnabled: Bool = true,
                             selected: String, onChange: @escaping @MainActor (String) -> Void) -> Action {
        Action(name, title: title, scope: scope, accelerators: [], isEnabled: isEnabled, kind: .radio(selected: selected, onChange))
    }

    /// The name GTK resolves: "win.refresh". Give it to buttons and menu items.
    public var detailedName: String { "\(scope.prefix).\(name)" }

    /// Whether the toggle is on, or the radio's selected value; nil for plain actions.
    var stateVariant: OpaquePointer? {
        switch kind {
        case .plain, .parameter: nil
        case .toggle(let isOn, _): g_variant_new_boolean(isOn ? 1 : 0)
        case .radio(let selected, _): g_variant_new_string(selected)
        }
    }
}
