import XCEState

/// The README's example view, with a log of what its states did.
final class SearchView {
    var keyword = ""
    var isEnabled = false
    var log: [String] = []
}

extension SearchView: Stateful {
    typealias St = State<SearchView>

    static func awaiting(with keyword: String) -> St {
        state {
            $0.keyword = keyword
            $0.isEnabled = true
            $0.log.append("set awaiting \(keyword)")
        }
    }

    static func locked() -> St {
        onSet {
            $0.isEnabled = false
            $0.log.append("set locked")
        }
        .onUpdate { $0.log.append("update locked") }
    }

    static func progress(_ value: Double) -> St {
        onSet { $0.log.append("set progress") }
            .onUpdate { $0.log.append("update progress \(value)") }
    }

    static var idle: St {
        state { $0.log.append("set idle") }
    }
}
