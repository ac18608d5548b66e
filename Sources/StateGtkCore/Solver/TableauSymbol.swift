/// A column of the tableau: a variable of the user, or one the solver adds.
///
/// The kind lives in the two low bits so that testing it needs no lookup, and
/// ordering by `raw` is ordering by id, which the pivot rules rely on.
struct TableauSymbol: Hashable {
    enum Kind: Int {
        /// A user variable: unrestricted in sign.
        case external = 0
        /// Turns an inequality into an equality; never negative.
        case slack = 1
        /// Measures how much a non-required constraint is violated; never negative.
        case error = 2
        /// Marks a required equality; always zero, so it never enters the basis.
        case dummy = 3
    }

    let raw: Int

    init(id: Int, kind: Kind) {
        raw = id << 2 | kind.rawValue
    }

    private init(raw: Int) {
        self.raw = raw
    }

    static let invalid = TableauSymbol(raw: -1)

    var id: Int { raw >> 2 }
    var isValid: Bool { raw >= 0 }
    var isExternal: Bool { raw & 3 == Kind.external.rawValue }
    var isSlack: Bool { raw & 3 == Kind.slack.rawValue }
    var isError: Bool { raw & 3 == Kind.error.rawValue }
    var isDummy: Bool { raw & 3 == Kind.dummy.rawValue }
    /// The symbol's bit in a row's `mask`.
    var bit: UInt64 { 1 << UInt64(raw >> 2 & 63) }
    /// Slack and error symbols: the ones a pivot may bring into the basis.
    var isPivotable: Bool { isSlack || isError }
}
