// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// What kind of message a dialog or info bar shows: it picks the icon and colours.
///
/// ```swift
/// controller.presentMessage("Disk full", type: .error)
/// ```
public enum MessageType: Sendable {
    /// Information.
    case info
    /// A warning.
    case warning
    /// A question.
    case question
    /// An error.
    case error
    /// None of these: no icon.
    case other

    var gtk: GtkMessageType {
        switch self {
        case .info: GTK_MESSAGE_INFO
        case .warning: GTK_MESSAGE_WARNING
        case .question: GTK_MESSAGE_QUESTION
        case .error: GTK_MESSAGE_ERROR
        case .other: GTK_MESSAGE_OTHER
        }
    }
}

/// How a dialog ended: the button chosen, or `.dismissed` (closed with Escape or the window
/// manager, or its parent window went).
///
/// ```swift
/// controller.presentMessage("Delete?", buttons: [.cancel, .delete]) { response in
///     if response == .custom(1) { delete() }
/// }
/// ```
public enum DialogResponse: Hashable, Sendable {
    /// OK.
    case ok
    /// Cancel.
    case cancel
    /// Yes.
    case yes
    /// No.
    case no
    /// Close.
    case close
    /// Accept (a file chooser's Open or Save).
    case accept
    /// Closed without a button.
    case dismissed
    /// A response of your own; 0 or more.
    case custom(Int)

    var gtk: Int32 {
        switch self {
        case .ok: GTK_RESPONSE_OK.rawValue
        case .cancel: GTK_RESPONSE_CANCEL.rawValue
        case .yes: GTK_RESPONSE_YES.rawValue
        case .no: GTK_RESPONSE_NO.rawValue
        case .close: GTK_RESPONSE_CLOSE.rawValue
        case .accept: GTK_RESPONSE_ACCEPT.rawValue
        case .dismissed: GTK_RESPONSE_DELETE_EVENT.rawValue
        case .custom(let value): Int32(max(value, 0))
        }
    }

    init(gtk value: Int32) {
        switch value {
        case GTK_RESPONSE_OK.rawValue: self = .ok
        case GTK_RESPONSE_CANCEL.rawValue: self = .cancel
        case GTK_RESPONSE_YES.rawValue: self = .yes
        case GTK_RESPONSE_NO.rawValue: self = .no
        case GTK_RESPONSE_CLOSE.rawValue: self = .close
        case GTK_RESPONSE_ACCEPT.rawValue: self = .accept
        case 0...: self = .custom(Int(value))
        default: self = .dismissed
        }
    }
}

/// A button of a message dialog: its title (with an optional `_` mnemonic) and its response.
///
/// ```swift
/// let delete = DialogButton("_Delete", response: .custom(1), appearance: .destructive)
/// controller.presentMessage("Delete 3 files?", type: .warning, buttons: [.cancel, delete]) { _ in }
/// ```
public struct DialogButton: Hashable, Sendable {
    /// How the button looks: destructive actions are red, suggested ones blue.
    public enum Appearance: Sendable {
        /// The theme's plain button.
        case normal
        /// The action the dialog suggests (GTK's `suggested-action`).
        case suggested
        /// An action that destroys data (GTK's `destructive-action`).
        case destructive
    }

    /// The title; `_` marks the mnemonic letter.
    public var title: String
    /// The response the dialog ends with when the button is chosen.
    public var response: DialogResponse
    /// How the button looks.
    public var appearance: Appearance
    /// Whether Enter chooses it.
    public var isDefault: Bool

    /// A button titled `title` ending the dialog with `response`.
    public init(_ title: String, response: DialogResponse, appearance: Appearance = .normal, isDefault: Bool = false) {
        self.title = title
        self.response = response
        self.appearance = appearance
        self.isDefault = isDefault
    }

    /// OK, chosen by Enter.
    public static let ok = DialogButton("_OK", response: .ok, isDefault: true)
    /// Cancel.
    public static let cancel = DialogButton("_Cancel", response: .cancel)
    /// Yes, chosen by Enter.
    public static let yes = DialogButton("_Yes", response: .yes, isDefault: true)
    /// No.
    public static let no = DialogButton("_No", response: .no)
    /// Close, chosen by Enter.
    public static let close = DialogButton("_Close", response: .close, isDefault: true)
}

/// Files a file chooser offers, by glob pattern or MIME type.
///
/// ```swift
/// FileFilter("Images", patterns: ["*.png", "*.jpg"], mimeTypes: ["image/*"])
/// ```
public struct FileFilter: Hashable, Sendable {
    /// The name the chooser shows.
    public var name: String
    /// Glob patterns such as `"*.png"`.
    public var patterns: [String]
    /// MIME types such as `"image/*"`.
    public var mimeTypes: [String]

    /// A filter named `name` accepting these patterns and MIME types.
    public init(_ name: String, patterns: [String] = [], mimeTypes: [String] = []) {
        self.name = name
        self.patterns = patterns
        self.mimeTypes = mimeTypes
    }
}

/// What a file chooser picks.
///
/// ```swift
/// controller.chooseFile(title: "Export", action: .save, suggestedName: "report.csv") { urls in … }
/// ```
public enum FileChooserAction: Sendable {
    /// One existing file.
    case open
    /// One or more existing files.
    case openMultiple
    /// A file name to save to.
    case save
    /// A folder.
    case selectFolder

    var gtk: GtkFileChooserAction {
        switch self {
        case .open, .openMultiple: GTK_FILE_CHOOSER_ACTION_OPEN
        case .save: GTK_FILE_CHOOSER_ACTION_SAVE
        case .selectFolder: GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER
        }
    }
}
