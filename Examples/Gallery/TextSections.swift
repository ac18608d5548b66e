import StateGtk

/// Labels: plain text by default, markup only when asked, with user data escaped.
final class LabelsSection: Section {
    override class var title: String { tr("Labels") }
    let plain = Label()
    let markup = Label()
    let wrapped = Label()
    let ellipsized = Label()
    let selectable = Label()

    override func renderBody() {
        let userName = "<script>Eve & Bob</script>"
        plain.text = tr("Plain text shows <b>tags</b> as typed")
        plain.xAlign = 0
        item(plain, key: "plain")
        // A translated markup message: the translator keeps the tags; the value is escaped here.
        markup.markup = Markup(raw: tr("<b>Markup</b> with <i>escaped</i> user data: <tt>\(Markup.escape(userName))</tt>",
                                       comment: "Pango markup: keep the tags"))
        markup.xAlign = 0
        markup.wraps = true
        item(markup, key: "markup")
        wrapped.text = tr("A wrapping label breaks its long lines at word boundaries, so it grows taller instead of wider.")
        wrapped.wraps = true
        wrapped.maxWidthChars = 40
        wrapped.xAlign = 0
        item(wrapped, key: "wrapped")
        ellipsized.text = tr("An ellipsized label cuts what does not fit with an ellipsis at the end")
        ellipsized.ellipsize = .end
        ellipsized.maxWidthChars = 30
        ellipsized.xAlign = 0
        item(ellipsized, key: "ellipsized")
        selectable.text = tr("Selectable: copy me")
        selectable.isSelectable = true
        selectable.xAlign = 0
        item(selectable, key: "selectable")
    }
}

/// Buttons, toggles, switches and links.
final class ButtonsSection: Section {
    override class var title: String { tr("Buttons and toggles") }
    static let clicks = StateField<Int>("clicks")
    let counter = Label()
    let click = Button(label: tr("Click me"))
    let save = Button(label: tr("Save"), iconName: "document-save-symbolic")
    let suggested = Button(label: tr("Suggested"))
    let destructive = Button(label: tr("Delete"))
    let iconOnly = Button(iconName: "starred-symbolic", accessibleName: tr("Star"))
    let toggle = ToggleButton(label: tr("Toggle"))
    let check = CheckButton(label: tr("Check button"))
    let darkLabel = Label(tr("Dark theme"))
    let dark = Switch(accessibleName: tr("Dark theme"))
    let link = LinkButton(uri: "https://www.gtk.org", label: tr("gtk.org (link button)"))
    let status = Label()

    override func getInitialState() -> [String: Any?] { ["clicks": 0, "toggled": false, "checked": true, "dark": Style.prefersDarkTheme] }

    override func renderBody() {
        let clicks = state[Self.clicks] ?? 0
        click.onClicked = { [weak self] in self?.state[Self.clicks] = clicks + 1 }
        counter.text = clicks == 0 ? tr("Not clicked yet") : tr("Clicked \(clicks) time", plural: "Clicked \(clicks) times", count: clicks)
        suggested.styleClasses = ["suggested-action"]
        destructive.styleClasses = ["destructive-action"]
        row([click, counter], key: "click")
        row([save, suggested, destructive, iconOnly], key: "buttons")

        toggle.isActive = state["toggled"] as? Bool ?? false
        toggle.onToggled = { [weak self] on in self?.state["toggled"] = on }
        check.isActive = state["checked"] as? Bool ?? false
        check.onToggled = { [weak self] on in self?.state["checked"] = on }
        row([toggle, check], key: "toggles")

        dark.isActive = state["dark"] as? Bool ?? false
        dark.onActiveChanged = { [weak self] on in
            self?.state["dark"] = on
            Style.prefersDarkTheme = on
        }
        dark.verticalAlignment = .center
        row([dark, darkLabel], key: "dark")

        link.horizontalAlignment = .start
        item(link, key: "link")
        status.xAlign = 0
        status.styleClasses = ["gallery-caption"]
        let on = tr("on", comment: "A toggle's state"), off = tr("off", comment: "A toggle's state")
        status.text = tr("Toggle \(toggle.isActive ? on : off), check \(check.isActive ? on : off)")
        item(status, key: "status")
    }
}
