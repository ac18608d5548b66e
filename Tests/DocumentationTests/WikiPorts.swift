#if GTK3
import CGtk
import StateGtk
// The code samples of StateView's wiki (releases 0.2 to 1.2), ported, one view per sample. The
// porting article quotes these regions beside the originals; DocumentationTests runs them.

struct Song: Equatable {
    var title: String
    var artist: String
}

final class ShippingSummary: StateView {}
final class NextButton: StateView {}
final class HomeView: StateView {}

// snippet: port-controller
final class HomeViewController: StateViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        rootView = HomeView(parentViewController: self)
    }
}
// end snippet

/// A controller whose window holds a plain GtkBox, to add a StateView to by hand.
final class ManualHomeController: StateViewController {
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!

    /// The window's one child is the controller's own; content goes in through the root view.
    final class BoxHost: StateView {
        var box: UnsafeMutablePointer<GtkWidget>?
        override func render() { if let box { place(box, key: "box") } }
    }

    override func viewDidLoad() {
        let host = BoxHost()
        host.box = box
        rootView = host
        // snippet: port-render-deep
        let homeView = HomeView(parentViewController: self)
        box.withMemoryRebound(to: GtkContainer.self, capacity: 1) { gtk_container_add($0, homeView.widget) }
        homeView.renderDeep()
        // end snippet
    }
}

final class PlaceViewSample: StateView {
    override func render() {
        // snippet: port-place-view
        let shippingSummary = place(ShippingSummary.self, "shipping summary") { make in
            make.size.equalTo(self)
            make.center.equalTo(self)
        }
        // end snippet
        _ = shippingSummary
    }
}

// snippet: port-place-widget
final class PlaceWidgetSample: StateView {
    let button = Button(label: "Select image")  // made once: a new widget each render would replace the old

    override func render() {
        place(button, key: "button") { make in
            make.size.equalTo(100)
            make.center.equalTo(self)
        }
    }
}
// end snippet

final class StateSample: StateView {
    func chooseSong() {
        // snippet: port-state
        state["selectedSong"] = Song(title: "This Must Be My Dream", artist: "The 1975")

        state["displayingThankYou"] = true

        state["selectedShipping"] = nil
        // end snippet
    }
}

final class PropsSample: StateView {
    override func render() {
        // snippet: port-props
        let nextButton = place(NextButton.self, "next button") { make in
            make.center.equalTo(self)
            make.height.equalTo(44)
            make.width.equalTo(120)
        }
        nextButton.prop(forKey: "enabled", is: true)
        nextButton.prop(forKey: "title", is: "Continue")
        // end snippet
    }
}

final class PropFromStateSample: StateView {
    override func render() {
        // snippet: port-prop-from-state
        let shippingSummary = place(ShippingSummary.self, "shipping summary") { make in
            make.size.equalTo(self)
            make.center.equalTo(self)
        }
        let selectedShipping = state["selectedShipping"] ?? nil
        shippingSummary.prop(forKey: "shipping", is: selectedShipping)
        // end snippet
    }
}

final class PropLinkSample: StateView {
    override func render() {
        // snippet: port-prop-link
        let shippingSummary = place(ShippingSummary.self, "shipping summary") { make in
            make.width.equalTo(self)
            make.height.equalTo(200)
            make.centerX.equalTo(self)
            make.bottom.equalTo(self)
        }
        shippingSummary.prop(forKey: "shipping", isLinkedToKeyInState: "selectedShipping")
        // end snippet
    }
}

final class FunctionPropSample: StateView {
    override func render() {
        // snippet: port-function-prop
        let canvas = place(CanvasView.self, key: "canvas") { make in
            make.size.equalTo(self)
            make.center.equalTo(self)
        }
        canvas.prop(forKey: "image", isLinkedToKeyInState: "selectedImage")
        canvas.prop(forKey: "didPickImage") { values in
            if let image = values["image"] as? String {
                self.state["selectedImage"] = image
            }
        }
        // end snippet
    }
}

/// Calls its `didPickImage` function prop, as the wiki's canvas does when the user picks one.
final class CanvasView: StateView {
    func pick(_ path: String) {
        // snippet: port-call-function-prop
        prop(withFunctionForKey: "didPickImage")?(["image": path])
        // end snippet
    }
}
#endif
