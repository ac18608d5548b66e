// toolkit: both
/// StateGtk's own user-visible strings ("Back", "Quit", the keyboard shortcuts window's group
/// titles), in StateGtk's gettext domain: Sources/StateGtk/po holds their translations, and
/// `stategtk-xgettext --keyword localized` extracts them.
func localized(_ message: TranslatableString, comment: StaticString? = nil, context: StaticString? = nil) -> String {
    translate(message, domain: Localization.libraryDomain, context: context.map { "\($0)" })
}
