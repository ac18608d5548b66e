// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// A key press: a GDK keyval and the modifiers held.
///
/// Letters are compared lowercase (Ctrl+Shift+S arrives as keyval `S`; it equals
/// `Key("s", modifiers: [.control, .shift])`), and lock keys (Caps Lock, Num Lock) are ignored.
///
/// ```swift
/// view.onKeyPress { key in
///     switch key {
///     case .escape: self.close(); return true
///     case Key("s", modifiers: .control): self.save(); return true
///     default: return false
///     }
/// }
/// ```
public struct Key: Hashable, Sendable, CustomStringConvertible {
    /// The GDK keyval (`GDK_KEY_…`), lowercased for letters.
    public let keyval: UInt32
    /// The modifiers held.
    public let modifiers: KeyModifiers

    /// A key by its GDK keyval (`GDK_KEY_…`), with the modifiers held.
    public init(keyval: UInt32, modifiers: KeyModifiers = []) {
        self.keyval = gdk_keyval_to_lower(keyval)
        self.modifiers = modifiers
    }

    /// The key that types `character`.
    public init(_ character: Character, modifiers: KeyModifiers = []) {
        let scalar = character.unicodeScalars.first.map { $0.value } ?? 0
        self.init(keyval: gdk_unicode_to_keyval(scalar), modifiers: modifiers)
    }

    /// GDK's name of the key ("Return", "a", "F5").
    public var name: String { gdk_keyval_name(keyval).map { String(cString: $0) } ?? "\(keyval)" }

    /// The character the key types without modifiers, if any.
    public var character: Character? {
        let scalar = gdk_keyval_to_unicode(keyval)
        guard scalar != 0, let unicode = Unicode.Scalar(scalar) else { return nil }
        return Character(unicode)
    }

    public var description: String { (modifiers.names + [name]).joined(separator: "+") }

    /// Return or Enter.
    public static let enter = Key(keyval: UInt32(GDK_KEY_Return))
    /// Escape.
    public static let escape = Key(keyval: UInt32(GDK_KEY_Escape))
    /// Tab.
    public static let tab = Key(keyval: UInt32(GDK_KEY_Tab))
    /// The space bar.
    public static let space = Key(keyval: UInt32(GDK_KEY_space))
    /// Backspace.
    public static let backspace = Key(keyval: UInt32(GDK_KEY_BackSpace))
    /// Delete.
    public static let delete = Key(keyval: UInt32(GDK_KEY_Delete))
    /// The up arrow.
    public static let up = Key(keyval: UInt32(GDK_KEY_Up))
    /// The down arrow.
    public static let down = Key(keyval: UInt32(GDK_KEY_Down))
    /// The left arrow.
    public static let left = Key(keyval: UInt32(GDK_KEY_Left))
    /// The right arrow.
    public static let right = Key(keyval: UInt32(GDK_KEY_Right))
    /// Home.
    public static let home = Key(keyval: UInt32(GDK_KEY_Home))
    /// End.
    public static let end = Key(keyval: UInt32(GDK_KEY_End))
    /// Page Up.
    public static let pageUp = Key(keyval: UInt32(GDK_KEY_Page_Up))
    /// Page Down.
    public static let pageDown = Key(keyval: UInt32(GDK_KEY_Page_Down))

    /// The key of a GdkEventKey.
    /// A key GTK reported: its keyval and the modifier state, of which only the modifiers of
    /// shortcuts count (not Caps Lock or Num Lock).
    init(keyval: UInt32, gdkState: UInt32) {
        let state = gdkState & UInt32(gtk_accelerator_get_default_mod_mask().rawValue)
        self.init(keyval: keyval, modifiers: KeyModifiers(gdkState: state))
    }

    #if GTK3
    init(event: UnsafePointer<GdkEventKey>) {
        self.init(keyval: event.pointee.keyval, gdkState: event.pointee.state)
    }
    #endif
}

/// Modifier keys held during a key press.
///
/// ```swift
/// if key == Key("z", modifiers: [.control, .shift]) { redo() }
/// ```
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The modifiers as bits.
    public let rawValue: UInt32
    /// Modifiers from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Control (Ctrl).
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// Alt.
    public static let alt = KeyModifiers(rawValue: 1 << 2)
    /// Super (the Windows or Command key).
    public static let `super` = KeyModifiers(rawValue: 1 << 3)

    init(gdkState state: UInt32) {
        var modifiers: KeyModifiers = []
        if state & GDK_SHIFT_MASK.rawValue != 0 { modifiers.insert(.shift) }
        if state & GDK_CONTROL_MASK.rawValue != 0 { modifiers.insert(.control) }
        if state & altModifierMask != 0 { modifiers.insert(.alt) }
        if state & GDK_SUPER_MASK.rawValue != 0 { modifiers.insert(.super) }
        self = modifiers
    }

    var names: [String] {
        [(KeyModifiers.control, "Ctrl"), (.alt, "Alt"), (.shift, "Shift"), (.super, "Super")].filter { contains($0.0) }.map(\.1)
    }
}

/// Alt in a GDK modifier state: GTK 3's Mod1, GTK 4's Alt.
var altModifierMask: UInt32 {
    #if GTK3
    GDK_MOD1_MASK.rawValue
    #else
    GDK_ALT_MASK.rawValue
    #endif
}
