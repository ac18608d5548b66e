#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk
/// The properties and signals of [GtkEntry](https://docs.gtk.org/gtk3/class.Entry.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol EntryProtocol: Widget {}

@MainActor
extension EntryProtocol {
    /// [GtkEntry:activates-default](https://docs.gtk.org/gtk3/property.Entry.activates-default.html)
    public var isActivatesDefault: Bool {
        get { gtkProperty("activates-default") }
        set { setGtkProperty("activates-default", newValue) }
    }

    /// [GtkEntry:caps-lock-warning](https://docs.gtk.org/gtk3/property.Entry.caps-lock-warning.html)
    public var isCapsLockWarning: Bool {
        get { gtkProperty("caps-lock-warning") }
        set { setGtkProperty("caps-lock-warning", newValue) }
    }

    /// [GtkEntry:cursor-position](https://docs.gtk.org/gtk3/property.Entry.cursor-position.html)
    public var cursorPosition: Int {
        gtkProperty("cursor-position")
    }

    /// [GtkEntry:editable](https://docs.gtk.org/gtk3/property.Entry.editable.html)
    public var isEditable: Bool {
        get { gtkProperty("editable") }
        set { setGtkProperty("editable", newValue) }
    }

    /// [GtkEntry:enable-emoji-completion](https://docs.gtk.org/gtk3/property.Entry.enable-emoji-completion.html)
    public var enablesEmojiCompletion: Bool {
        get { gtkProperty("enable-emoji-completion") }
        set { setGtkProperty("enable-emoji-completion", newValue) }
    }

    /// [GtkEntry:has-frame](https://docs.gtk.org/gtk3/property.Entry.has-frame.html)
    public var hasFrame: Bool {
        get { gtkProperty("has-frame") }
        set { setGtkProperty("has-frame", newValue) }
    }

    /// [GtkEntry:im-module](https://docs.gtk.org/gtk3/property.Entry.im-module.html)
    public var imModule: String? {
        get { gtkProperty("im-module") }
        set { setGtkProperty("im-module", newValue) }
    }

    /// [GtkEntry:input-hints](https://docs.gtk.org/gtk3/property.Entry.input-hints.html)
    public var inputHints: InputHints {
        get { gtkProperty("input-hints") }
        set { setGtkProperty("input-hints", newValue) }
    }

    /// [GtkEntry:input-purpose](https://docs.gtk.org/gtk3/property.Entry.input-purpose.html)
    public var inputPurpose: InputPurpose {
        get { gtkProperty("input-purpose") }
        set { setGtkProperty("input-purpose", newValue) }
    }

    /// [GtkEntry:invisible-char](https://docs.gtk.org/gtk3/property.Entry.invisible-char.html)
    public var invisibleChar: Int {
        get { gtkProperty("invisible-char") }
        set { setGtkProperty("invisible-char", newValue) }
    }

    /// [GtkEntry:invisible-char-set](https://docs.gtk.org/gtk3/property.Entry.invisible-char-set.html)
    public var isInvisibleCharSet: Bool {
        get { gtkProperty("invisible-char-set") }
        set { setGtkProperty("invisible-char-set", newValue) }
    }

    /// [GtkEntry:max-length](https://docs.gtk.org/gtk3/property.Entry.max-length.html)
    public var maxLength: Int {
        get { gtkProperty("max-length") }
        set { setGtkProperty("max-length", newValue) }
    }

    /// [GtkEntry:max-width-chars](https://docs.gtk.org/gtk3/property.Entry.max-width-chars.html)
    public var maxWidthChars: Int {
        get { gtkProperty("max-width-chars") }
        set { setGtkProperty("max-width-chars", newValue) }
    }

    /// [GtkEntry:overwrite-mode](https://docs.gtk.org/gtk3/property.Entry.overwrite-mode.html)
    public var isOverwriteMode: Bool {
        get { gtkProperty("overwrite-mode") }
        set { setGtkProperty("overwrite-mode", newValue) }
    }

    /// [GtkEntry:placeholder-text](https://docs.gtk.org/gtk3/property.Entry.placeholder-text.html)
    public var placeholderText: String? {
        get { gtkProperty("placeholder-text") }
        set { setGtkProperty("placeholder-text", newValue) }
    }

    /// [GtkEntry:populate-all](https://docs.gtk.org/gtk3/property.Entry.populate-all.html)
    public var isPopulateAll: Bool {
        get { gtkProperty("populate-all") }
        set { setGtkProperty("populate-all", newValue) }
    }

    /// [GtkEntry:primary-icon-activatable](https://docs.gtk.org/gtk3/property.Entry.primary-icon-activatable.html)
    public var isPrimaryIconActivatable: Bool {
        get { gtkProperty("primary-icon-activatable") }
        set { setGtkProperty("primary-icon-activatable", newValue) }
    }

    /// [GtkEntry:primary-icon-name](https://docs.gtk.org/gtk3/property.Entry.primary-icon-name.html)
    public var primaryIconName: String? {
        get { gtkProperty("primary-icon-name") }
        set { setGtkProperty("primary-icon-name", newValue) }
    }

    /// [GtkEntry:primary-icon-sensitive](https://docs.gtk.org/gtk3/property.Entry.primary-icon-sensitive.html)
    public var isPrimaryIconSensitive: Bool {
        get { gtkProperty("primary-icon-sensitive") }
        set { setGtkProperty("primary-icon-sensitive", newValue) }
    }

    /// [GtkEntry:primary-icon-storage-type](https://docs.gtk.org/gtk3/property.Entry.primary-icon-storage-type.html)
    public var primaryIconStorageType: ImageType {
        gtkProperty("primary-icon-storage-type")
    }

    /// [GtkEntry:primary-icon-tooltip-markup](https://docs.gtk.org/gtk3/property.Entry.primary-icon-tooltip-markup.html)
    public var primaryIconTooltipMarkup: String? {
        get { gtkProperty("primary-icon-tooltip-markup") }
        set { setGtkProperty("primary-icon-tooltip-markup", newValue) }
    }

    /// [GtkEntry:primary-icon-tooltip-text](https://docs.gtk.org/gtk3/property.Entry.primary-icon-tooltip-text.html)
    public var primaryIconTooltipText: String? {
        get { gtkProperty("primary-icon-tooltip-text") }
        set { setGtkProperty("primary-icon-tooltip-text", newValue) }
    }

    /// [GtkEntry:progress-fraction](https://docs.gtk.org/gtk3/property.Entry.progress-fraction.html)
    public var progressFraction: Double {
        get { gtkProperty("progress-fraction") }
        set { setGtkProperty("progress-fraction", newValue) }
    }

    /// [GtkEntry:progress-pulse-step](https://docs.gtk.org/gtk3/property.Entry.progress-pulse-step.html)
    public var progressPulseStep: Double {
        get { gtkProperty("progress-pulse-step") }
        set { setGtkProperty("progress-pulse-step", newValue) }
    }

    /// [GtkEntry:scroll-offset](https://docs.gtk.org/gtk3/property.Entry.scroll-offset.html)
    public var scrollOffset: Int {
        gtkProperty("scroll-offset")
    }

    /// [GtkEntry:secondary-icon-activatable](https://docs.gtk.org/gtk3/property.Entry.secondary-icon-activatable.html)
    public var isSecondaryIconActivatable: Bool {
        get { gtkProperty("secondary-icon-activatable") }
        set { setGtkProperty("secondary-icon-activatable", newValue) }
    }

    /// [GtkEntry:secondary-icon-name](https://docs.gtk.org/gtk3/property.Entry.secondary-icon-name.html)
    public var secondaryIconName: String? {
        get { gtkProperty("secondary-icon-name") }
        set { setGtkProperty("secondary-icon-name", newValue) }
    }

    /// [GtkEntry:secondary-icon-sensitive](https://docs.gtk.org/gtk3/property.Entry.secondary-icon-sensitive.html)
    public var isSecondaryIconSensitive: Bool {
        get { gtkProperty("secondary-icon-sensitive") }
        set { setGtkProperty("secondary-icon-sensitive", newValue) }
    }

    /// [GtkEntry:secondary-icon-storage-type](https://docs.gtk.org/gtk3/property.Entry.secondary-icon-storage-type.html)
    public var secondaryIconStorageType: ImageType {
        gtkProperty("secondary-icon-storage-type")
    }

    /// [GtkEntry:secondary-icon-tooltip-markup](https://docs.gtk.org/gtk3/property.Entry.secondary-icon-tooltip-markup.html)
    public var secondaryIconTooltipMarkup: String? {
        get { gtkProperty("secondary-icon-tooltip-markup") }
        set { setGtkProperty("secondary-icon-tooltip-markup", newValue) }
    }

    /// [GtkEntry:secondary-icon-tooltip-text](https://docs.gtk.org/gtk3/property.Entry.secondary-icon-tooltip-text.html)
    public var secondaryIconTooltipText: String? {
        get { gtkProperty("secondary-icon-tooltip-text") }
        set { setGtkProperty("secondary-icon-tooltip-text", newValue) }
    }

    /// [GtkEntry:selection-bound](https://docs.gtk.org/gtk3/property.Entry.selection-bound.html)
    public var selectionBound: Int {
        gtkProperty("selection-bound")
    }

    /// [GtkEntry:show-emoji-icon](https://docs.gtk.org/gtk3/property.Entry.show-emoji-icon.html)
    public var showsEmojiIcon: Bool {
        get { gtkProperty("show-emoji-icon") }
        set { setGtkProperty("show-emoji-icon", newValue) }
    }

    /// [GtkEntry:text](https://docs.gtk.org/gtk3/property.Entry.text.html)
    public var text: String {
        get { gtkProperty("text") }
        set { setGtkProperty("text", newValue) }
    }

    /// [GtkEntry:text-length](https://docs.gtk.org/gtk3/property.Entry.text-length.html)
    public var textLength: Int {
        gtkProperty("text-length")
    }

    /// [GtkEntry:truncate-multiline](https://docs.gtk.org/gtk3/property.Entry.truncate-multiline.html)
    public var truncatesMultiline: Bool {
        get { gtkProperty("truncate-multiline") }
        set { setGtkProperty("truncate-multiline", newValue) }
    }

    /// [GtkEntry:visibility](https://docs.gtk.org/gtk3/property.Entry.visibility.html)
    public var isVisibility: Bool {
        get { gtkProperty("visibility") }
        set { setGtkProperty("visibility", newValue) }
    }

    /// [GtkEntry:width-chars](https://docs.gtk.org/gtk3/property.Entry.width-chars.html)
    public var widthChars: Int {
        get { gtkProperty("width-chars") }
        set { setGtkProperty("width-chars", newValue) }
    }

    /// [GtkEntry:xalign](https://docs.gtk.org/gtk3/property.Entry.xalign.html)
    public var xalign: Double {
        get { gtkProperty("xalign") }
        set { setGtkProperty("xalign", newValue) }
    }

    /// [GtkEntry::activate](https://docs.gtk.org/gtk3/signal.Entry.activate.html)
    public var onActivate: (@MainActor () -> Void)? {
        get { signalClosure("activate") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("activate", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkEntry::backspace](https://docs.gtk.org/gtk3/signal.Entry.backspace.html)
    public var onBackspace: (@MainActor () -> Void)? {
        get { signalClosure("backspace") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("backspace", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkEntry::copy-clipboard](https://docs.gtk.org/gtk3/signal.Entry.copy-clipboard.html)
    public var onCopyClipboard: (@MainActor () -> Void)? {
        get { signalClosure("copy-clipboard") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("copy-clipboard", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkEntry::cut-clipboard](https://docs.gtk.org/gtk3/signal.Entry.cut-clipboard.html)
    public var onCutClipboard: (@MainActor () -> Void)? {
        get { signalClosure("cut-clipboard") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("cut-clipboard", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkEntry::delete-from-cursor](https://docs.gtk.org/gtk3/signal.Entry.delete-from-cursor.html)
    public var onDeleteFromCursor: (@MainActor (DeleteType, Int) -> Void)? {
        get { signalClosure("delete-from-cursor") }
        set {
            let raw: @MainActor (Int32, Int32) -> Void = { a0, a1 in newValue?(DeleteType(gtk: a0), Int(a1)) }
            setSignal("delete-from-cursor", GeneratedSignalShapes.voidInt32Int32Callback, raw: raw, user: newValue)
        }
    }

    /// [GtkEntry::icon-press](https://docs.gtk.org/gtk3/signal.Entry.icon-press.html)
    public var onIconPress: (@MainActor (EntryIconPosition) -> Void)? {
        get { signalClosure("icon-press") }
        set {
            let raw: @MainActor (Int32, UnsafeMutableRawPointer?) -> Void = { a0, a1 in newValue?(EntryIconPosition(gtk: a0)) }
            setSignal("icon-press", GeneratedSignalShapes.voidInt32PointerCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkEntry::icon-release](https://docs.gtk.org/gtk3/signal.Entry.icon-release.html)
    public var onIconRelease: (@MainActor (EntryIconPosition) -> Void)? {
        get { signalClosure("icon-release") }
        set {
            let raw: @MainActor (Int32, UnsafeMutableRawPointer?) -> Void = { a0, a1 in newValue?(EntryIconPosition(gtk: a0)) }
            setSignal("icon-release", GeneratedSignalShapes.voidInt32PointerCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkEntry::insert-at-cursor](https://docs.gtk.org/gtk3/signal.Entry.insert-at-cursor.html)
    public var onInsertAtCursor: (@MainActor (String) -> Void)? {
        get { signalClosure("insert-at-cursor") }
        set {
            let raw: @MainActor (UnsafePointer<CChar>?) -> Void = { a0 in newValue?(a0.map { String(cString: $0) } ?? "") }
            setSignal("insert-at-cursor", GeneratedSignalShapes.voidCStringCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkEntry::insert-emoji](https://docs.gtk.org/gtk3/signal.Entry.insert-emoji.html)
    public var onInsertEmoji: (@MainActor () -> Void)? {
        get { signalClosure("insert-emoji") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("insert-emoji", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkEntry::move-cursor](https://docs.gtk.org/gtk3/signal.Entry.move-cursor.html)
    public var onMoveCursor: (@MainActor (MovementStep, Int, Bool) -> Void)? {
        get { signalClosure("move-cursor") }
        set {
            let raw: @MainActor (Int32, Int32, Int32) -> Void = { a0, a1, a2 in newValue?(MovementStep(gtk: a0), Int(a1), a2 != 0) }
            setSignal("move-cursor", GeneratedSignalShapes.voidInt32Int32Int32Callback, raw: raw, user: newValue)
        }
    }

    /// [GtkEntry::paste-clipboard](https://docs.gtk.org/gtk3/signal.Entry.paste-clipboard.html)
    public var onPasteClipboard: (@MainActor () -> Void)? {
        get { signalClosure("paste-clipboard") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("paste-clipboard", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkEntry::populate-popup](https://docs.gtk.org/gtk3/signal.Entry.populate-popup.html)
    public var onPopulatePopup: (@MainActor (UnsafeMutablePointer<GtkWidget>?) -> Void)? {
        get { signalClosure("populate-popup") }
        set {
            let raw: @MainActor (UnsafeMutableRawPointer?) -> Void = { a0 in newValue?(a0?.assumingMemoryBound(to: GtkWidget.self)) }
            setSignal("populate-popup", GeneratedSignalShapes.voidPointerCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkEntry::preedit-changed](https://docs.gtk.org/gtk3/signal.Entry.preedit-changed.html)
    public var onPreeditChanged: (@MainActor (String) -> Void)? {
        get { signalClosure("preedit-changed") }
        set {
            let raw: @MainActor (UnsafePointer<CChar>?) -> Void = { a0 in newValue?(a0.map { String(cString: $0) } ?? "") }
            setSignal("preedit-changed", GeneratedSignalShapes.voidCStringCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkEntry::toggle-overwrite](https://docs.gtk.org/gtk3/signal.Entry.toggle-overwrite.html)
    public var onToggleOverwrite: (@MainActor () -> Void)? {
        get { signalClosure("toggle-overwrite") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("toggle-overwrite", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }
}
#endif
