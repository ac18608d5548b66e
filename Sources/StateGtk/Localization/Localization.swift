// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import Foundation
/// Where an app's translations are and how it finds them: its gettext domain (the name of its
/// `.mo` files) and the folder that holds `LANG/LC_MESSAGES/DOMAIN.mo`.
///
/// Pass one to ``Application/run(id:isUnique:localization:configure:makeController:)``; it
/// binds the domain before GTK starts, so that GTK's own strings (dialog buttons, the keyboard
/// shortcuts window) and the app's follow the same language: the first of `LANGUAGE`, then
/// `LC_ALL`, `LC_MESSAGES` and `LANG`, that either has a translation. StateGtk's own strings
/// (its domain is `stategtk`) are looked up in the same folder when its catalogs are there.
///
/// ```swift
/// Application.run(id: "org.example.Counter", localization: Localization(domain: "counter")) {
///     CounterViewController()
/// }
/// ```
///
/// With no `directory`, the catalogs are looked for next to the executable, in this order:
/// `locale/` beside it (where `scripts/translations compile` puts them in development),
/// `../share/locale` and `../../share/locale` (an installed app: `PREFIX/bin/app` or
/// `PREFIX/lib/app/app`); when none has the domain's catalogs, gettext's default folder
/// (`/usr/share/locale`).
public struct Localization: Sendable, Equatable {
    /// The gettext domain: the catalogs are `DIRECTORY/LANG/LC_MESSAGES/DOMAIN.mo`.
    public var domain: String
    /// The folder of the catalogs; nil looks for them next to the executable.
    public var directory: URL?

    /// The domain of StateGtk's own strings ("Back", "Quit", "Keyboard Shortcuts").
    public static let libraryDomain = "stategtk"

    /// The catalogs of `domain`, in `directory` or (nil) looked for next to the executable.
    public init(domain: String, directory: URL? = nil) {
        self.domain = domain
        self.directory = directory
    }

    /// Sets the process locale from the environment and makes `domain` the one `tr` looks in,
    /// with UTF-8 text. Call it before GTK starts (`Application.run` does); a later call (a
    /// test switching languages) also applies the language's text direction to the windows.
    @MainActor
    public func activate() {
        setlocale(LC_ALL, "")
        let folder = directory ?? Self.catalogDirectory(for: domain)
        Self.bind(domain, to: folder)
        if let folder, Self.hasCatalogs(Localization.libraryDomain, in: folder) {
            Self.bind(Localization.libraryDomain, to: folder)
        } else {
            bind_textdomain_codeset(Localization.libraryDomain, "UTF-8")
        }
        textdomain(domain)
        Localization.languageDidChange()
    }

    private static func bind(_ domain: String, to folder: URL?) {
        if let folder { bindtextdomain(domain, folder.path) }
        bind_textdomain_codeset(domain, "UTF-8")
    }

    /// Call after changing `LANGUAGE` (or the locale) while the app runs: gettext forgets the
    /// translations it looked up, GTK's default text direction follows the new language, and
    /// the standard actions (Quit, Close Window, …) take their titles in it. Views show the new
    /// language when they render again.
    @MainActor
    public static func languageDidChange() {
        // textdomain() tells gettext that its catalogs changed, even when the domain is the same.
        let current = String(cString: textdomain(nil))
        textdomain(current)
        if Gtk.isInitialized { gtk_widget_set_default_direction(textDirection) }
        if let application = Application.shared {
            application.declareStandardActions()
            for controller in application.windows { controller.declareStandardActions() }
        }
    }

    /// Right to left when the translation in use says so: StateGtk's catalog translates
    /// "default:LTR" as "default:RTL" for a right-to-left language, as GTK's does; else GTK's
    /// own catalog decides.
    public static var isRightToLeft: Bool { textDirection == GTK_TEXT_DIR_RTL }

    static var textDirection: GtkTextDirection {
        let marker = localized("default:LTR", comment: "Write default:RTL when the language is written right to left, else default:LTR")
        if marker == "default:RTL" { return GTK_TEXT_DIR_RTL }
        if marker == "default:LTR", hasTranslation(in: libraryDomain) { return GTK_TEXT_DIR_LTR }
        return gtk_get_locale_direction()
    }

    /// The language of the translation in use, for numbers, dates and relative dates written
    /// with Foundation's formatters (`Date.FormatStyle().locale(Localization.locale)`): the
    /// "Language" of the app's catalog when there is one for the user's language, so that a
    /// German window writes German dates; else the process locale.
    public static var locale: Locale {
        guard let language = catalogLanguage() else { return Locale.current }
        return Locale(identifier: language)
    }

    private static func hasTranslation(in domain: String) -> Bool { !catalogHeader(domain).isEmpty }

    /// The header of the catalog in use for `domain` (nil: the app's), or "" without one:
    /// gettext's translation of "" is the header.
    private static func catalogHeader(_ domain: String?) -> String {
        "".withCString { empty in dgettext(domain, empty).map { String(cString: $0) } ?? "" }
    }

    /// The header's "Language:" of the app's catalog in use.
    private static func catalogLanguage() -> String? {
        for line in catalogHeader(nil).split(separator: "\n") where line.hasPrefix("Language:") {
            let language = line.dropFirst("Language:".count).trimmingCharacters(in: .whitespaces)
            // "en@pseudo" is English to Foundation: the modifier names a gettext variant.
            let code = language.split(separator: "@").first.map(String.init) ?? ""
            return code.isEmpty ? nil : code
        }
        return nil
    }

    /// The first folder next to the executable that holds catalogs of `domain`.
    static func catalogDirectory(for domain: String) -> URL? {
        guard let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() else { return nil }
        let folder = executable.deletingLastPathComponent()
        let candidates = [
            folder.appendingPathComponent("locale"),
            folder.appendingPathComponent("../share/locale").standardized,
            folder.appendingPathComponent("../../share/locale").standardized,
        ]
        return candidates.first { hasCatalogs(domain, in: $0) }
    }

    static func hasCatalogs(_ domain: String, in folder: URL) -> Bool {
        let languages = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return languages.contains {
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("\($0)/LC_MESSAGES/\(domain).mo").path)
        }
    }
}
