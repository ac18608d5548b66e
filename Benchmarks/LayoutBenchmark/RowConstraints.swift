#if GTK3
import StateGtk
/// The five children of a benchmark row and the row itself, as constraint targets. The GTK
/// rows pass their widgets, the solver-only runs plain objects: both declare the same system.
/// The row is unowned: the closures live in the row's own elements, and a strong reference
/// would keep every removed list alive (StateGtk frees a root's subtree only when a controller
/// or a parent removes it, not when its widget goes; see LayoutKnownBugsTests).
struct RowItems {
    unowned let row: any ConstraintItem
    let avatar: any ConstraintItem, title: any ConstraintItem, subtitle: any ConstraintItem
    let badge: any ConstraintItem, button: any ConstraintItem
}

/// A list row's layout in 19 constraints:
///
///     [avatar]  title ............ [badge] [button]
///               subtitle ...............
enum RowConstraints {
    static let keys = ["avatar", "title", "subtitle", "badge", "button"]

    /// The `make` closure of each child, in `keys` order.
    static func closures(_ items: RowItems) -> [(ConstraintMaker) -> Void] {
        [
            { make in  // 6
                make.left.equalTo(12)
                make.centerY.equalTo(items.row)
                make.size.equalTo(40)
                make.top.greaterThanOrEqualTo(items.row).offset(8)
                make.bottom.lessThanOrEqualTo(items.row).offset(-8)
            },
            { make in  // 3
                make.left.equalTo(items.avatar.snp.right).offset(10)
                make.top.equalTo(8)
                make.right.lessThanOrEqualTo(items.badge.snp.left).offset(-8)
            },
            { make in  // 4
                make.left.equalTo(items.title)
                make.top.equalTo(items.title.snp.bottom).offset(2)
                make.right.lessThanOrEqualTo(items.button.snp.left).offset(-8)
                make.bottom.equalTo(items.row).offset(-8)
            },
            { make in  // 3
                make.centerY.equalTo(items.title)
                make.right.equalTo(items.button.snp.left).offset(-8)
                make.width.greaterThanOrEqualTo(24)
            },
            { make in  // 3
                make.right.equalTo(items.row).offset(-12)
                make.centerY.equalTo(items.row)
                make.width.greaterThanOrEqualTo(64)
            },
        ]
    }

    static let count = 19
}
#endif
