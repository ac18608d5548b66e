#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// The properties and signals of [GtkText](https://docs.gtk.org/gtk4/class.Text.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol TextProtocol: Widget {}

@MainActor
extension TextProtocol {
    /// [GtkText:activates-default](https://docs.gtk.org/gtk4/property.Text.activates-default.html)
    public var isActivatesDefault: Bool {
        get { gtkProperty("activates-default") }
        set { setGtkProperty("activates-default", newValue) }
    }

    /// [GtkText:enable-emoji-completion](https://docs.gtk.org/gtk4/property.Text.enable-emoji-completion.html)
    public var enablesEmojiCompletion: Bool {
        get { gtkProperty("enable-emoji-completion") }
        set { setGtkProperty("enable-emoji-completion", newValue) }
    }

    /// [GtkText:im-module](https://docs.gtk.org/gtk4/property.Text.im-module.html)
    public var imModule: String? {
        get { gtkProperty("im-module") }
        set { setGtkProperty("im-module", newValue) }
    }

    /// [GtkText:input-hints](https://docs.gtk.org/gtk4/property.Text.input-hints.html)
    public var inputHints: InputHints {
        get { gtkProperty("input-hints") }
        set { setGtkProperty("input-hints", newValue) }
    }

    /// [GtkText:input-purpose](https://docs.gtk.org/gtk4/property.Text.input-purpose.html)
    public var inputPurpose: InputPurpose {
        get { gtkProperty("input-purpose") }
        set { setGtkProperty("input-purpose", newValue) }
    }

    /// [GtkText:invisible-char](https://docs.gtk.org/gtk4/property.Text.invisible-char.html)
    public var invisibleChar: Int {
        get { gtkProperty("invisible-char") }
        set { setGtkProperty("invisible-char", newValue) }
    }

    /// [GtkText:invisible-char-set](https://docs.gtk.org/gtk4/property.Text.invisible-char-set.html)
    public var isInvisibleCharSet: Bool {
        get { gtkProperty("invisible-char-set") }
        set { setGtkProperty("invisible-char-set", newValue) }
    }

    /// [GtkText:max-length](https://docs.gtk.org/gtk4/property.Text.max-length.html)
    public var maxLength: Int {
        get { gtkProperty("max-length") }
        set { setGtkProperty("max-length", newValue) }
    }

    /// [GtkText:overwrite-mode](https://docs.gtk.org/gtk4/property.Text.overwrite-mode.html)
    public var isOverwriteMode: Bool {
        get { gtkProperty("overwrite-mode") }
        set { setGtkProperty("overwrite-mode", newValue) }
    }

    /// [GtkText:placeholder-text](https://docs.gtk.org/gtk4/property.Text.placeholder-text.html)
    public var placeholderText: String? {
        get { gtkProperty("placeholder-text") }
        set { setGtkProperty("placeholder-text", newValue) }
    }

    /// [GtkText:propagate-text-width](https://docs.gtk.org/gtk4/property.Text.propagate-text-width.html)
    public var propagatesTextWidth: Bool {
        get { gtkProperty("propagate-text-width") }
        set { setGtkProperty("propagate-text-width", newValue) }
    }

    /// [GtkText:scroll-offset](https://docs.gtk.org/gtk4/property.Text.scroll-offset.html)
    public var scrollOffset: Int {
        gtkProperty("scroll-offset")
    }

    /// [GtkText:truncate-multiline](https://docs.gtk.org/gtk4/property.Text.truncate-multiline.html)
    public var truncatesMultiline: Bool {
        get { gtkProperty("truncate-multiline") }
        set { setGtkProperty("truncate-multiline", newValue) }
    }

    /// [GtkText:visibility](https://docs.gtk.org/gtk4/property.Text.visibility.html)
    public var isVisibility: Bool {
        get { gtkProperty("visibility") }
        set { setGtkProperty("visibility", newValue) }
    }

    /// [GtkText::activate](https://docs.gtk.org/gtk4/signal.Text.activate.html)
    public var onActivate: (@MainActor () -> Void)? {
        get { signalClosure("activate") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("activate", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkText::backspace](https://docs.gtk.org/gtk4/signal.Text.backspace.html)
    public var onBackspace: (@MainActor () -> Void)? {
        get { signalClosure("backspace") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("backspace", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkText::copy-clipboard](https://docs.gtk.org/gtk4/signal.Text.copy-clipboard.html)
    public var onCopyClipboard: (@MainActor () -> Void)? {
        get { signalClosure("copy-clipboard") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("copy-clipboard", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkText::cut-clipboard](https://docs.gtk.org/gtk4/signal.Text.cut-clipboard.html)
    public var onCutClipboard: (@MainActor () -> Void)? {
        get { signalClosure("cut-clipboard") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("cut-clipboard", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkText::delete-from-cursor](https://docs.gtk.org/gtk4/signal.Text.delete-from-cursor.html)
    public var onDeleteFromCursor: (@MainActor (DeleteType, Int) -> Void)? {
        get { signalClosure("delete-from-cursor") }
        set {
            let raw: @MainActor (Int32, Int32) -> Void = { a0, a1 in newValue?(DeleteType(gtk: a0), Int(a1)) }
            setSignal("delete-from-cursor", GeneratedSignalShapes.voidInt32Int32Callback, raw: raw, user: newValue)
        }
    }

    /// [GtkText::insert-at-cursor](https://docs.gtk.org/gtk4/signal.Text.insert-at-cursor.html)
    public var onInsertAtCursor: (@MainActor (String) -> Void)? {
        get { signalClosure("insert-at-cursor") }
        set {
            let raw: @MainActor (UnsafePointer<CChar>?) -> Void = { a0 in newValue?(a0.map { String(cString: $0) } ?? "") }
            setSignal("insert-at-cursor", GeneratedSignalShapes.voidCStringCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkText::insert-emoji](https://docs.gtk.org/gtk4/signal.Text.insert-emoji.html)
    public var onInsertEmoji: (@MainActor () -> Void)? {
        get { signalClosure("insert-emoji") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("insert-emoji", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkText::move-cursor](https://docs.gtk.org/gtk4/signal.Text.move-cursor.html)
    public var onMoveCursor: (@MainActor (MovementStep, Int, Bool) -> Void)? {
        get { signalClosure("move-cursor") }
        set {
            let raw: @MainActor (Int32, Int32, Int32) -> Void = { a0, a1, a2 in newValue?(MovementStep(gtk: a0), Int(a1), a2 != 0) }
            setSignal("move-cursor", GeneratedSignalShapes.voidInt32Int32Int32Callback, raw: raw, user: newValue)
        }
    }

    /// [GtkText::paste-clipboard](https://docs.gtk.org/gtk4/signal.Text.paste-clipboard.html)
    public var onPasteClipboard: (@MainActor () -> Void)? {
        get { signalClosure("paste-clipboard") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("paste-clipboard", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkText::preedit-changed](https://docs.gtk.org/gtk4/signal.Text.preedit-changed.html)
    public var onPreeditChanged: (@MainActor (String) -> Void)? {
        get { signalClosure("preedit-changed") }
        set {
            let raw: @MainActor (UnsafePointer<CChar>?) -> Void = { a0 in newValue?(a0.map { String(cString: $0) } ?? "") }
            setSignal("preedit-changed", GeneratedSignalShapes.voidCStringCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkText::toggle-overwrite](https://docs.gtk.org/gtk4/signal.Text.toggle-overwrite.html)
    public var onToggleOverwrite: (@MainActor () -> Void)? {
        get { signalClosure("toggle-overwrite") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("toggle-overwrite", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }
}
#endif
