#if GTK3
import CGtk
import StateGtk
// The code samples of XCEState 2.6's documentation, ported.

// snippet: port-search-view
final class SearchView: StateView {
    let keyword = Entry()
    let start = Button(label: "Search")
}
// end snippet

// snippet: port-stateful
extension SearchView: Stateful {
    // optionally lets declare a type alias
    // to shorten states declaration:
    typealias St = State<SearchView>
}
// end snippet

// snippet: port-awaiting
extension SearchView {
    static func awaiting(with keyword: String) -> St {
        state {
            $0.keyword.text = keyword
            $0.keyword.isSensitive = true
            $0.start.isSensitive = true
        }
    }
}
// end snippet

// snippet: port-locked
extension SearchView {
    static func locked() -> St {
        state {
            $0.keyword.isSensitive = false
            $0.start.isSensitive = false
        }
    }
}
// end snippet

// snippet: port-default-transition
extension SearchView {
    static var defaultTransition: Transition<SearchView>.Body {
        { view, mutations, completion in
            gtk_widget_set_opacity(view.widget, 0.0)
            //===
            mutations() // this is closure from the state
            //===
            FrameAnimation.run(
                on: view.widget,
                duration: 1.0,
                update: { gtk_widget_set_opacity(view.widget, $0) },
                completion: completion
            )
        }
    }
}
// end snippet

@MainActor func applySearchStates() -> SearchView {
    // snippet: port-apply
    let transition: Transition<SearchView>.Body = Transition.crossFade(duration: 0.3)
    let view = SearchView()
    view.state.apply { $0.awaiting(with: "something") }.instantly()
    view.state.apply { $0.awaiting(with: "something") }.instantly()  // no effect
    view.state.apply { $0.locked() }.viaTransition()  // with default transition
    view.state.apply { $0.awaiting(with: "after search") }.via(transition)
    // end snippet
    return view
}
#endif
