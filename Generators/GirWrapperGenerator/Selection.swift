/// Which GTK classes become Swift wrappers, and which are left to hand-written code or out.
enum Selection {
    /// Classes with a hand-written wrapper in Sources/StateGtk: their generated protocols exist
    /// when a generated subclass needs them, but the Swift class is the hand-written one.
    static let handWritten: Set = [
        "Button", "ToggleButton", "CheckButton", "Label", "Entry", "SearchEntry", "Switch", "Scale", "ProgressBar",
        "Spinner", "Separator", "InfoBar", "HeaderBar", "Popover", "ScrolledWindow", "TextView", "ListBox",
        "ComboBoxText", "LinkButton", "MenuButton", "Image", "DrawingArea",
    ]

    /// Hand-written classes that get their GTK members from the generated protocols: the
    /// containers that hold StateView children (Sources/StateGtk/Containers). They are in the
    /// test catalogue like generated ones.
    static let handWrittenConforming: Set = ["Frame", "Revealer", "Expander", "Paned", "Notebook", "Stack", "FlowBox", "Overlay"]

    /// Classes whose protocols a hand-written wrapper conforms to, generated whether or not a
    /// generated class needs them (`Scale` is a `RangeProtocol`, GTK 4's GtkRange being no
    /// generated class, its Swift name being Swift's `Range`; `ScrolledWindow` has its own).
    static let protocolsOfHandWritten: Set = ["Range", "ScrolledWindow"]

    /// The GTK major versions the hand-written wrappers are written for so far: on another, the
    /// classes above get protocols but no Swift class yet (Docs/gtk4.md).
    static let handWrittenToolkits: Set = [3]

    /// Properties the user changes by using the widget (GIR class or interface and property),
    /// with no GTK signal that hands the program the new value: each gets an `on…Changed`
    /// callback from its `notify::` signal, so that a program can control the value (the DocC
    /// article "Values the user changes"). Values with such a signal already (a spin button's
    /// `value-changed`, a toggle's `toggled`, a calendar's `month-changed`) are not listed.
    static let userChangeable: Set = [
        "Paned:position", "Expander:expanded", "Notebook:page", "Stack:visible-child-name",
        "SearchBar:search-mode-enabled", "Calendar:year", "Calendar:day",
        "ColorChooser:rgba", "FontChooser:font",
    ]

    /// Branches of the class tree an app does not place in a view, with the reason.
    static let excludedBranches = [
        "Window": "toplevels: StateViewController and dialogs open them",
        "MenuShell": "menus: Menu and Popover build them",
        "MenuItem": "menus: Menu and Popover build them",
        "AccelLabel": "menus' accelerator labels",
        "ToolItem": "toolbar items: only a GtkToolbar holds them",
        "Toolbar": "holds tool items only; HeaderBar and ActionBar replace it",
        "ToolPalette": "holds tool item groups only",
        "ToolItemGroup": "holds tool items only",
        "CellView": "cell layouts of tree and combo models",
        "TreeView": "GtkTreeModel-based; ListView and ListBox are StateGtk's lists",
        "IconView": "GtkTreeModel-based; ListView and ListBox are StateGtk's lists",
        "ComboBox": "GtkTreeModel-based; ComboBoxText is wrapped by hand",
        "Invisible": "not shown",
        "Socket": "X11 embedding",
        "ShortcutsSection": "parts of GtkShortcutsWindow",
        "ShortcutsGroup": "parts of GtkShortcutsWindow",
        "ShortcutsShortcut": "parts of GtkShortcutsWindow",
        "ShortcutLabel": "parts of GtkShortcutsWindow",
        "AppChooserWidget": "its content type is construct-only",
        "PopoverMenu": "menus: Menu and Popover build them",
        "ListBoxRow": "ListBox makes its rows",
        "FlowBoxChild": "FlowBox makes its children",
        "GLArea": "needs OpenGL, which Xvfb and many remote displays lack",
        // GTK 4's
        "Popover": "popovers: Popover and Menu build them",
        "PopoverMenuBar": "menus: Menu and Popover build them",
        "ListBase": "GListModel-based (GtkListView, GtkGridView); ListView is StateGtk's list",
        "ColumnView": "GListModel-based; TableView is StateGtk's table",
        "DropDown": "GListModel-based; ComboBoxText is wrapped by hand",
        "TreeExpander": "a row of a GListModel-based list",
        "DragIcon": "a drag's icon surface, a toplevel of its own: drag and drop makes it",
    ]

    /// Classes whose members the generated layer leaves to hand-written wrappers (GtkWidget's
    /// own are `Widget`'s, events and actions), and interfaces with nothing the generator wraps.
    static let baseClasses: Set = ["Widget", "Container", "Bin", "Misc"]
    static let skippedInterfaces: Set = [
        "Buildable", "CellEditable", "CellLayout", "Scrollable", "Activatable", "Actionable", "ToolShell", "AppChooser",
        // GTK 4's: accessibility, constraints, toplevels and shortcuts are Widget's and the window's
        "Accessible", "ConstraintTarget", "Native", "Root", "ShortcutManager",
    ]

    /// `Widget`'s own Swift members: generated members never take these names.
    static let widgetMembers: Set = [
        "accessibleDescription", "accessibleName", "accessibleRole", "actionName", "actionTarget", "constraintTarget",
        "expandsHorizontally", "expandsVertically", "grabFocus", "gtkWidget", "hasFocus", "horizontalAlignment",
        "isSensitive", "isVisible", "margins", "minimumSize", "snp", "style", "styleClasses", "tooltip",
        "verticalAlignment",
    ]

    static func ancestors(of gtkClass: GirClass, in namespace: GirNamespace) -> [GirClass] {
        var result: [GirClass] = []
        var current = gtkClass.parent.flatMap { namespace.classes[$0] }
        while let found = current {
            result.append(found)
            current = found.parent.flatMap { namespace.classes[$0] }
        }
        return result
    }

    /// Why `gtkClass` gets no generated Swift class, or nil when it gets one. A class whose
    /// Swift name a hand-written StateGtk type has (`takenNames`) is left to it.
    static func exclusion(of gtkClass: GirClass, in namespace: GirNamespace, takenNames: Set<String>) -> String? {
        if !TypeMapping.isWidget(gtkClass, in: namespace) { return "not a widget" }
        if gtkClass.isAbstract { return "abstract" }
        if gtkClass.isDeprecated { return "deprecated" }
        if handWritten.contains(gtkClass.name) { return "wrapped by hand" }
        if handWrittenConforming.contains(gtkClass.name) { return "wrapped by hand, conforming" }
        for branch in [gtkClass] + ancestors(of: gtkClass, in: namespace) {
            if let reason = excludedBranches[branch.name] { return reason }
        }
        if takenNames.contains(Naming.swiftTypeName(gtkClass.name)) { return "StateGtk has a type of its name" }
        if swiftTypeNames.contains(Naming.swiftTypeName(gtkClass.name)) { return "its name would hide Swift's type of that name" }
        return nil
    }

    /// Names of the Swift standard library's and Foundation's types that an app uses beside
    /// StateGtk: a public class of one of them (GTK 4's GtkRange is no abstract class) would hide
    /// Swift's type in every file that imports StateGtk.
    static let swiftTypeNames: Set<String> = [
        "Array", "Calendar", "Character", "ClosedRange", "Data", "Date", "Dictionary", "Error", "Locale",
        "Never", "Notification", "Optional", "Range", "Result", "Set", "String", "Timer", "URL",
    ]
}
