// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// What an app's About dialog shows.
///
/// ```swift
/// application.about = AboutInfo(name: "SwiftHub", version: "1.0", comments: "GitHub's Swift repositories",
///                               website: "https://github.com/…", license: .mit, authors: ["Ada"])
/// ```
public struct AboutInfo: Sendable {
    /// The licenses GTK knows by name (it shows their text and link).
    public enum License: Sendable {
        /// The MIT (X11) license.
        case mit
        /// The Apache License 2.0.
        case apache2
        /// The GNU GPL, version 3 or later.
        case gpl3
        /// The GNU LGPL, version 3 or later.
        case lgpl3
        /// The BSD license.
        case bsd
        /// Another license, its whole text.
        case custom(String)
    }

    /// The application's name, the dialog's title.
    public var name: String
    /// The version shown under the name.
    public var version: String?
    /// One sentence on what the app does.
    public var comments: String?
    /// The app's web page, shown as a link.
    public var website: String?
    /// The license, with its text one click away.
    public var license: License?
    /// The authors, one per line on the Credits page.
    public var authors: [String]
    /// A copyright line ("© 2026 The Authors").
    public var copyright: String?
    /// A themed icon name. By default the application id's icon when the icon theme has it (the
    /// app is installed), else the window's icon, else the theme's generic application icon.
    public var iconName: String?

    /// What the dialog shows; only the name is needed.
    public init(name: String, version: String? = nil, comments: String? = nil, website: String? = nil, license: License? = nil,
                authors: [String] = [], copyright: String? = nil, iconName: String? = nil) {
        self.name = name
        self.version = version
        self.comments = comments
        self.website = website
        self.license = license
        self.authors = authors
        self.copyright = copyright
        self.iconName = iconName
    }
}

extension StateViewController {
    /// The icon About shows when `AboutInfo.iconName` is nil: one the theme has, never GTK's
    /// broken-image icon for a name it lacks.
    func defaultAboutIconName() -> String {
        #if GTK3
        let theme = gtk_icon_theme_get_default()
        #else
        let theme = gtk_icon_theme_get_for_display(gdk_display_get_default())
        #endif
        let candidates = [Application.shared?.id, gtk_window_get_icon_name(gcast(window)).map { String(cString: $0) },
                          gtk_window_get_default_icon_name().map { String(cString: $0) }]
        return candidates.compactMap { $0 }.first { gtk_icon_theme_has_icon(theme, $0) != 0 } ?? "application-x-executable"
    }

    /// Shows a GtkAboutDialog on the window; it closes with its Close button or Escape.
    @discardableResult
    public func presentAbout(_ info: AboutInfo) -> PresentedDialog {
        let dialog = gtk_about_dialog_new()!
        let about: GtkAboutDialogPointer = gcast(dialog)
        gtk_about_dialog_set_program_name(about, info.name)
        gtk_about_dialog_set_version(about, info.version)
        gtk_about_dialog_set_comments(about, info.comments)
        gtk_about_dialog_set_website(about, info.website)
        gtk_about_dialog_set_copyright(about, info.copyright)
        gtk_about_dialog_set_logo_icon_name(about, info.iconName ?? defaultAboutIconName())
        switch info.license {
        case nil: break
        case .mit: gtk_about_dialog_set_license_type(about, GTK_LICENSE_MIT_X11)
        case .apache2: gtk_about_dialog_set_license_type(about, GTK_LICENSE_APACHE_2_0)
        case .gpl3: gtk_about_dialog_set_license_type(about, GTK_LICENSE_GPL_3_0)
        case .lgpl3: gtk_about_dialog_set_license_type(about, GTK_LICENSE_LGPL_3_0)
        case .bsd: gtk_about_dialog_set_license_type(about, GTK_LICENSE_BSD)
        case .custom(let text): gtk_about_dialog_set_license(about, text)
        }
        if !info.authors.isEmpty {
            var strings = info.authors.map { strdup($0) } + [nil]
            defer { strings.forEach { free($0) } }
            strings.withUnsafeMutableBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                    gtk_about_dialog_set_authors(about, $0)
                }
            }
        }
        return present(dialog) { _ in }
    }
}
