// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// A GtkLinkButton: a hyperlink that opens its URI in the browser when clicked.
///
/// ```swift
/// let home = LinkButton(uri: "https://example.org", label: "Project page")
/// home.onActivateLink = { [weak self] in self?.open(home.uri); return true }  // true: handled
/// ```
@MainActor
public final class LinkButton: Widget, ButtonProtocol {
    private let activation: SignalConnection<@MainActor () -> Bool>
    private var link: GtkLinkButtonPointer { gcast(gtkWidget) }

    /// A link to `uri`, showing `label` (or the URI when it is empty).
    public init(uri: String, label: String = "") {
        self.uri = uri
        self.label = label
        let widget = gtk_link_button_new_with_label(uri, label.isEmpty ? nil : label)!
        activation = SignalConnection(widget.gpointer, "activate-link", SignalTrampolines.boolCallback, action: { false })
        super.init(widget)
    }

    /// Where the link goes.
    public var uri: String {
        didSet { if recordIfChanged(oldValue, uri) { gtk_link_button_set_uri(link, uri) } }
    }

    /// The text shown; empty shows the URI.
    public var label: String {
        didSet { if recordIfChanged(oldValue, label, .labelSet) { gtk_button_set_label(gcast(gtkWidget), label.isEmpty ? uri : label) } }
    }

    /// Runs on a click before GTK opens the URI; return true to handle it yourself instead.
    public var onActivateLink: @MainActor () -> Bool {
        get { activation.action ?? { false } }
        set { activation.action = newValue }
    }

    /// Clicks the link, as a user would.
    public func click() { Button.emitClicked(gtkWidget) }
}
