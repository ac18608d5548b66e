// toolkit: both
#if GTK3
import CGtk
import CStateGtk
#else
import CGtk4
import CStateGtk4
#endif
/// A GtkLabel showing plain text: nothing in `text` is ever read as markup. Markup is opt-in
/// through `markup`, whose interpolations are escaped.
///
/// An ellipsized label whose text changes (the rows of a list being searched, say) measures it
/// from the layout it draws, where GtkLabel lays the text out three or four more times, and a
/// label asked for its width at a height answers with its width, where GtkLabel lays the text
/// out again; it asks GTK for the same sizes to the pixel (`SGLabel` in CStateGtk).
///
/// A label shows at most `textLimit` of its text (`TextLimit.standard`: 4,000 characters on 100
/// lines): a longer text is cut there with an ellipsis, between characters, so that a megabyte
/// from the network costs what a screenful costs to lay out, measure and draw. `text` keeps the
/// whole text; `shownText` is what GTK shows. A label never draws outside its allocation.
///
/// ```swift
/// let name = Label()
/// name.text = repository.name                       // "<b>" shows as "<b>"
/// title.markup = "<b>\(repository.name)</b> stars"  // the name is escaped, the tags are not
/// name.ellipsize = .end
///
/// description.wraps = true                          // a details pane: several screens
/// description.textLimit = .long
/// description.text = repository.description         // a megabyte shows its first 10,000 characters…
/// if description.isTextCut { place(readMore, key: "more") }  // …and the app offers the rest
/// ```
@MainActor
public final class Label: Widget {
    private enum Content: Equatable { case plain(String), markup(Markup) }

    /// A label showing plain `text`.
    public init(_ text: String = "") {
        content = .plain(text)  // observers do not run in init: the label is created with the text
        let shown = TextLimit.standard.cut(text)
        isTextCut = shown.utf8.count != text.utf8.count
        super.init(passing(shown, to: Self.makeLabel)!)
    }

    /// A label showing markup from the start.
    public init(markup: Markup) {
        content = .markup(markup)
        super.init(Self.makeLabel(nil)!)
        show(markup)
    }

    private var label: GtkLabelPointer { gcast(gtkWidget) }

    /// GTK 3's label is StateGtk's SGLabel, which measures an ellipsized text as GtkLabel draws it
    /// and draws inside its allocation; GTK 4's GtkLabel does both itself.
    private static func makeLabel(_ text: UnsafePointer<CChar>?) -> UnsafeMutablePointer<GtkWidget>? {
        #if GTK3
        sg_label_new(text)
        #else
        gtk_label_new(text)
        #endif
    }

    private var content: Content {
        didSet {
            guard recordIfChanged(oldValue, content, .labelSet) else { return }
            showContent()
        }
    }

    /// At most how much of the text GTK is given to show (`TextLimit.standard` unless told); a
    /// longer text, or markup whose text is longer, is cut there with an ellipsis.
    ///
    /// ```swift
    /// details.wraps = true
    /// details.textLimit = .long                             // a pane of its own
    /// log.textLimit = TextLimit(characters: 200, lines: 1)  // one line of a log
    /// ```
    public var textLimit: TextLimit = .standard {
        didSet { if recordIfChanged(oldValue, textLimit, .labelSet) { showContent() } }
    }

    /// The text as GTK shows it: `text` (or the text of `markup`), cut at `textLimit` with an
    /// ellipsis when it is longer.
    ///
    /// ```swift
    /// label.text = String(repeating: "x", count: 1 << 20)
    /// label.shownText.count  // 4,001: 4,000 characters and "…"; label.text is the megabyte
    /// ```
    public var shownText: String { String(cString: gtk_label_get_text(label)) }

    /// Whether the label shows less than its whole text (`shownText` ends with the ellipsis
    /// `textLimit` added).
    public private(set) var isTextCut = false

    /// Whether the label's Pango attributes are a cut markup's (which plain text must clear).
    private var showsCutMarkup = false

    private func showContent() {
        switch content {
        case .plain(let text): show(text)
        case .markup(let markup): show(markup)
        }
        chooseWrapMode()
    }

    /// The longest run of characters without a space that a wrapping label breaks between
    /// words. Pango's search for the breaks inside a word takes time growing with the square of
    /// the word's length (seconds, on every layout, for a 10,000-character one), so a shown text
    /// with a longer run is wrapped anywhere instead.
    static let longestWrappedWord = 200

    /// Between words (and inside a word that does not fit), or anywhere for text with a run
    /// longer than `longestWrappedWord`. Only the shown text (within `textLimit`) is read.
    private func chooseWrapMode() {
        guard wraps else { return }
        var run = 0, longest = 0
        for scalar in shownText.unicodeScalars where longest <= Self.longestWrappedWord {
            run = scalar.properties.isWhitespace ? 0 : run + 1
            longest = max(longest, run)
        }
        let mode = longest > Self.longestWrappedWord ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR
        #if GTK3
        if gtk_label_get_line_wrap_mode(label) != mode { gtk_label_set_line_wrap_mode(label, mode) }
        #else
        if gtk_label_get_wrap_mode(label) != mode { gtk_label_set_wrap_mode(label, mode) }
        #endif
    }

    private func show(_ text: String) {
        forgetCutMarkup()
        let end = textLimit.shownEnd(of: text)
        isTextCut = end != text.endIndex
        passing(isTextCut ? String(text[..<end]) + TextLimit.ellipsis : text, to: gtk_label_set_text, label)
    }

    /// Markup whose text is within the limit is GTK's to show. A longer one is parsed here, its
    /// text cut and shown with the markup's attributes (which a cut of the markup itself could
    /// leave with a tag open or an entity split). Markup that does not parse shows as plain text.
    private func show(_ markup: Markup) {
        forgetCutMarkup()
        isTextCut = false
        var attributes: OpaquePointer?
        var parsed: UnsafeMutablePointer<CChar>?
        var error: UnsafeMutablePointer<GError>?
        guard pango_parse_markup(markup.string, -1, 0, &attributes, &parsed, nil, &error) != 0, let parsed else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            stateGtkLog.warning("Label: markup that does not parse (\(reason)) shows as plain text: \"\(markup.string.prefix(80))\"")
            show(markup.string)
            return
        }
        defer { g_free(parsed); pango_attr_list_unref(attributes) }
        let text = String(cString: parsed)
        let end = textLimit.shownEnd(of: text)
        guard end != text.endIndex else { return gtk_label_set_markup(label, markup.string) }
        isTextCut = true
        showsCutMarkup = true
        // Attributes run by byte offsets into the text, which the cut keeps: those past it end
        // with the text, and the ellipsis takes those of the last character kept.
        gtk_label_set_attributes(label, attributes)
        passing(String(text[..<end]) + TextLimit.ellipsis, to: gtk_label_set_text, label)
    }

    private func forgetCutMarkup() {
        guard showsCutMarkup else { return }
        showsCutMarkup = false
        gtk_label_set_attributes(label, nil)
    }

    /// The label's whole text, shown as is up to `textLimit` (while `markup` is set: the text
    /// GTK shows). Setting the same text again makes no GTK call.
    public var text: String {
        get { if case .plain(let text) = content { text } else { String(cString: gtk_label_get_text(label)) } }
        set { content = .plain(newValue) }
    }

    /// Pango markup instead of plain text; nil while the label shows plain `text`.
    public var markup: Markup? {
        get { if case .markup(let markup) = content { markup } else { nil } }
        set { content = newValue.map(Content.markup) ?? .plain(text) }
    }

    /// Horizontal alignment of the text inside the label, 0 (start) to 1 (end).
    public var xAlign: Float = 0.5 {
        didSet { if recordIfChanged(oldValue, xAlign) { gtk_label_set_xalign(label, xAlign) } }
    }

    /// Vertical alignment of the text inside the label, 0 (top) to 1 (bottom).
    public var yAlign: Float = 0.5 {
        didSet { if recordIfChanged(oldValue, yAlign) { gtk_label_set_yalign(label, yAlign) } }
    }

    /// Whether long text breaks into lines: between words, inside a word only when it does not
    /// fit, and anywhere in text with a run of more than 200 characters without a space (which
    /// Pango would take seconds to break between words).
    public var wraps: Bool = false {
        didSet {
            guard recordIfChanged(oldValue, wraps) else { return }
            #if GTK3
            gtk_label_set_line_wrap(label, wraps ? 1 : 0)
            #else
            gtk_label_set_wrap(label, wraps ? 1 : 0)
            #endif
            chooseWrapMode()
        }
    }

    /// The narrowest the label asks to be, in characters; -1 for GTK's own. A wrapped label is
    /// otherwise as narrow as its widest word, and GTK finds that width by laying the whole text
    /// out at width 0: give a width narrower than the label ever is to skip that layout.
    ///
    /// ```swift
    /// description.wraps = true
    /// description.widthChars = 16
    /// ```
    public var widthChars: Int = -1 {
        didSet { if recordIfChanged(oldValue, widthChars) { gtk_label_set_width_chars(label, Int32(widthChars)) } }
    }

    /// Where text that does not fit is cut with an ellipsis.
    public var ellipsize: Ellipsize = .none {
        didSet { if recordIfChanged(oldValue, ellipsize) { gtk_label_set_ellipsize(label, ellipsize.pango) } }
    }

    /// How the lines of wrapped text line up with each other.
    public var justification: Justification = .left {
        didSet { if recordIfChanged(oldValue, justification) { gtk_label_set_justify(label, justification.gtk) } }
    }

    /// Whether the user can select and copy the text.
    public var isSelectable: Bool = false {
        didSet { if recordIfChanged(oldValue, isSelectable) { gtk_label_set_selectable(label, isSelectable ? 1 : 0) } }
    }

    /// The widest the label asks to be, in characters, when it wraps or ellipsizes; -1 for no limit.
    public var maxWidthChars: Int = -1 {
        didSet { if recordIfChanged(oldValue, maxWidthChars) { gtk_label_set_max_width_chars(label, Int32(maxWidthChars)) } }
    }

    /// Where a label cuts text that does not fit (PangoEllipsizeMode).
    public enum Ellipsize: Sendable {
        /// Never cuts: the label asks for room for the whole text.
        case none
        /// Cuts the start: "…end of the text".
        case start
        /// Cuts the middle: "start…end".
        case middle
        /// Cuts the end: "start of the text…".
        case end
        var pango: PangoEllipsizeMode {
            switch self {
            case .none: PANGO_ELLIPSIZE_NONE
            case .start: PANGO_ELLIPSIZE_START
            case .middle: PANGO_ELLIPSIZE_MIDDLE
            case .end: PANGO_ELLIPSIZE_END
            }
        }
    }

    /// How wrapped lines align (GtkJustification).
    public enum Justification: Sendable {
        /// Lines start at the left.
        case left
        /// Lines end at the right.
        case right
        /// Lines are centred.
        case center
        /// Lines stretch to the full width.
        case fill
        var gtk: GtkJustification {
            switch self {
            case .left: GTK_JUSTIFY_LEFT
            case .right: GTK_JUSTIFY_RIGHT
            case .center: GTK_JUSTIFY_CENTER
            case .fill: GTK_JUSTIFY_FILL
            }
        }
    }
}
