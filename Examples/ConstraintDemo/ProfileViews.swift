#if GTK3
import CGtk
import StateGtk
final class ProfileController: StateViewController {
    init(width: Int, height: Int) {
        super.init(title: "Constraints", width: width, height: height)
    }

    override func viewDidLoad() {
        rootView = ProfileScreen(parentViewController: self)
    }
}

/// The window's content: the card centred at its natural height, 360 to 560 wide, and at least
/// 24 from the window's edges. The required minimum width matters: GTK gives a window the height
/// its content needs at the window's *minimum* width, and a wrapping label is tall when narrow.
final class ProfileScreen: StateView {
    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        addStyleClass("profile-screen", to: widget)
    }

    override func render() {
        place(ProfileCard.self, key: "card") { make in
            make.center.equalTo(self)
            make.top.left.greaterThanOrEqualTo(self).offset(24)
            make.width.greaterThanOrEqualTo(360)
            make.width.lessThanOrEqualTo(560)
            make.width.equalTo(self).offset(-48).priority(.high)
        }
    }
}

/// The card. Everything is placed relative to the card's edges or to a sibling:
///
///     (avatar•)  Name
///                subtitle
///     description, wrapping across the card …
///                 [ ★ badge ]
///     ───────────────────────────────────
///     [Message]                 [Follow]
final class ProfileCard: StateView {
    static let following = StateField<Bool>("following")
    let avatar = Label("AL"), status = Label(), name = Label("Ada Lovelace"), subtitle = Label("Analyst · London")
    let about = Label("Wrote the first published algorithm for Babbage's Analytical Engine and saw that it could act on anything expressible as symbols, not only numbers.")
    let badge = Label("★ 1,843 followers · 12 notes"), divider = Label()
    let message = Button(label: "Message"), follow = Button(label: "Follow")

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        addStyleClass("profile-card", to: widget)
        avatar.styleClasses = ["avatar"]
        status.styleClasses = ["status"]
        name.styleClasses = ["name"]
        subtitle.styleClasses = ["subtitle"]
        badge.styleClasses = ["badge"]
        divider.styleClasses = ["divider"]
        follow.styleClasses = ["suggested-action"]
        for label in [name, subtitle, about] { label.xAlign = 0 }
        gtk_label_set_line_wrap(UnsafeMutableRawPointer(about.gtkWidget).assumingMemoryBound(to: GtkLabel.self), 1)
    }

    override func getInitialState() -> [String: Any?] { ["following": false] }

    override func render() {
        let following = state[Self.following] ?? false
        badge.text = "★ \(following ? "1,844" : "1,843") followers · 12 notes"
        follow.label = following ? "Following" : "Follow"
        follow.onClicked = { [weak self] in self?.state[Self.following] = !following }

        place(avatar, key: "avatar") { make in
            make.leading.top.equalTo(self).offset(20)
            make.size.equalTo(64)
        }
        // On the avatar's lower right, half outside it.
        place(status, key: "status") { make in
            make.centerX.equalTo(self.avatar.snp.right).offset(-8)
            make.centerY.equalTo(self.avatar.snp.bottom).offset(-8)
            make.size.equalTo(16)
        }
        place(name, key: "name") { make in
            make.leading.equalTo(self.avatar.snp.trailing).offset(16)
            make.bottom.equalTo(self.avatar.snp.centerY).offset(-1)
            make.trailing.lessThanOrEqualTo(self).offset(-20)
        }
        place(subtitle, key: "subtitle") { make in
            make.leading.equalTo(self.name)
            make.top.equalTo(self.avatar.snp.centerY).offset(3)
            make.trailing.lessThanOrEqualTo(self).offset(-20)
        }
        place(about, key: "about") { make in
            make.top.equalTo(self.avatar.snp.bottom).offset(16)
            make.horizontalEdges.equalTo(self).inset(20)
        }
        place(badge, key: "badge") { make in
            make.centerX.equalTo(self)
            make.top.equalTo(self.about.snp.bottom).offset(14)
            make.bottom.lessThanOrEqualTo(self.divider.snp.top).offset(-14)
        }
        place(divider, key: "divider") { make in
            make.horizontalEdges.equalTo(self).inset(EdgeInsets(left: 20, right: 20))
            make.height.equalTo(1)
            make.bottom.equalTo(self.follow.snp.top).offset(-16)
        }
        // The buttons sit in the bottom corners, equally wide.
        place(message, key: "message") { make in
            make.leading.equalTo(20)
            make.bottom.equalTo(self).inset(20)
            make.width.equalTo(self.follow)
            make.height.equalTo(self.follow)
        }
        place(follow, key: "follow") { make in
            make.trailing.bottom.equalTo(self).inset(20)
            make.width.greaterThanOrEqualTo(120)
        }
    }
}

/// The style class on a StateView's own container (Widget.styleClasses covers placed widgets).
@MainActor
func addStyleClass(_ name: String, to widget: UnsafeMutablePointer<GtkWidget>) {
    gtk_style_context_add_class(gtk_widget_get_style_context(widget), name)
}
#endif
