// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import Foundation
/// Translates user-visible text through gettext, in the app's domain (``Localization``).
///
/// Mark every string a person reads with `tr`; `stategtk-xgettext` finds the calls and writes
/// them to the app's `.pot` file. `comment` is shown to translators; `context` tells apart two
/// messages written alike that translate differently ("Open" a file, "Open" an issue). Both
/// must be string literals, as the message itself, for the extractor to read them.
///
/// ```swift
/// let refresh = tr("Refresh")
/// let owner = tr("Repositories of \(login)", comment: "A menu item; the value is a GitHub user name")
/// let state = tr("Open", context: "issue state")
/// ```
public func tr(_ message: TranslatableString, comment: StaticString? = nil, context: StaticString? = nil) -> String {
    translate(message, domain: nil, context: context.map { "\($0)" })
}

/// Translates text that depends on a number, with the plural forms of the translation's
/// language (German has two, Arabic six): `singular` and `plural` are the English forms, and
/// `count` chooses the form.
///
/// ```swift
/// let text = tr("\(count) repository", plural: "\(count) repositories", count: count)
/// ```
///
/// A translation takes the plural form's values: write the same interpolations in both.
public func tr(_ singular: TranslatableString, plural: TranslatableString, count: Int,
               comment: StaticString? = nil, context: StaticString? = nil) -> String {
    translate(singular, plural: plural, count: count, domain: nil, context: context.map { "\($0)" })
}

/// The lookup behind `tr`: g_dgettext / g_dpgettext2 as GTK does it, with the values put
/// into the translation. `domain` nil is the app's (textdomain's).
func translate(_ message: TranslatableString, domain: String?, context: String?) -> String {
    let id = message.template.messageID
    guard !id.isEmpty else { return "" }  // gettext's "" is the catalog's header
    // gettext returns the id's own pointer when there is no translation: read it while the
    // C string lives.
    let translated = id.withCString { idPointer in
        String(cString: context.map { g_dpgettext2(domain, $0, idPointer) } ?? g_dgettext(domain, idPointer))
    }
    return message.filling(translated)
}

/// g_dngettext, with a context the way gettext's own `npgettext` adds one ("context\u{4}id").
func translate(_ singular: TranslatableString, plural: TranslatableString, count: Int,
               domain: String?, context: String?) -> String {
    let prefix = context.map { $0 + "\u{4}" } ?? ""
    let singularID = prefix + singular.template.messageID
    let pluralID = plural.template.messageID
    let n = gulong(clamping: count.magnitude)
    return singularID.withCString { singularPointer in
        pluralID.withCString { pluralPointer in
            guard let result = g_dngettext(domain, singularPointer, pluralPointer, n) else { return "" }
            // gettext hands back the pointers it was given when there is no translation.
            if result == singularPointer { return singular.untranslated }
            if result == pluralPointer { return plural.untranslated }
            return plural.filling(String(cString: result))
        }
    }
}
