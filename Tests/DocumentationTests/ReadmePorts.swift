#if GTK3
import StateGtk
// The code samples of StateView's READMEs (2.0 and the earlier one) and of a user's question,
// ported.

final class ImageViewWithTags: StateView {}
final class PlaceholderImageView: StateView {}

// snippet: port-home-keys
enum Home: StateKey {
    case image
    case didPickImage
}
// end snippet

/// The 2.0 README's first render.
final class PhotoView: StateView {
    // snippet: port-readme-render
    override func render() {
        if state["selectedImage"] is String {
            place(ImageViewWithTags.self, "image") { make in
                make.size.equalTo(self)
                make.center.equalTo(self)
            }
        } else {
            place(PlaceholderImageView.self, "placeholder") { make in
                make.size.equalTo(self)
                make.center.equalTo(self)
            }
        }
    }
    // end snippet
}

/// The 2.0 README's render passing the image on as a prop.
final class TaggedPhotoView: StateView {
    // snippet: port-readme-render-prop
    override func render() {
        if let selectedImage = state["selectedImage"] as? String {
            let imageView = place(ImageViewWithTags.self, "image") { make in
                make.size.equalTo(self)
                make.center.equalTo(self)
            }
            imageView.prop(forKey: Home.image, is: selectedImage)
        } else {
            place(PlaceholderImageView.self, "placeholder") { make in
                make.size.equalTo(self)
                make.center.equalTo(self)
            }
        }
    }
    // end snippet
}

// snippet: port-readme-typed
/// The image view names its own props: a parent passes them by key path, and the compiler
/// checks both the key and the value's type.
final class TaggedImageView: StateView {
    static let image = PropKey<String>("image")
    let caption = Label()

    override func render() {
        caption.text = props[Self.image] ?? ""
        place(caption, key: "caption")
    }
}

final class TypedHomeView: StateView {
    static let selectedImage = StateField<String>("selectedImage")

    override func render() {
        if let selectedImage = state[Self.selectedImage] {
            place(TaggedImageView.self, key: "image") { make in
                make.size.equalTo(self)
                make.center.equalTo(self)
            }
            .prop(\.image, is: selectedImage)
        } else {
            place(PlaceholderImageView.self, key: "placeholder") { make in
                make.size.equalTo(self)
                make.center.equalTo(self)
            }
        }
    }
}
// end snippet

/// The earlier README's render, with a String key.
final class EarlyPhotoView: StateView {
    // snippet: port-early-readme-render
    override func render() {
        if let selectedImage = state["selectedImage"] as? String {
            let imageView = place(ImageViewWithTags.self, "image") { make in
                make.size.equalTo(self)
                make.center.equalTo(self)
            }
            imageView.prop(forKey: "image", is: selectedImage)
        } else {
            place(PlaceholderImageView.self, "placeholder") { make in
                make.size.equalTo(self)
                make.center.equalTo(self)
            }
        }
    }
    // end snippet
}

// snippet: port-question
struct STStashStateViewLabelKey: StateKey {}

final class STStashChildView: StateView {
    let label = Label()

    override func render() {
        print("rendering STStashChildView")

        label.text = prop(withValueForKey: STStashStateViewLabelKey()) as? String ?? ""
        place(label, key: "label") { make in
            make.center.equalTo(self)
        }
    }

    override func viewWillUpdate(newState: [String: Any?], newProps: Props) {
        print("viewWillUpdate in STStashChildView: \(newProps.count) props")
    }
}

final class STStashStateView: StateView {
    override func render() {
        print("rendering STStashStateView")

        let labelView = place(STStashChildView.self, key: "labelContainerView1") { make in
            make.center.equalTo(self)
        }
        labelView.prop(forKey: STStashStateViewLabelKey(), is: state["text"] as? String ?? "")

        let labelView2 = place(STStashChildView.self, key: "labelContainerView2") { make in
            make.center.equalTo(self)
        }
        labelView2.prop(forKey: STStashStateViewLabelKey(), is: "Same Text")
    }
}
// end snippet

final class StashController: StateViewController {
    var stashStateView: STStashStateView?

    override func viewDidLoad() {
        // snippet: port-question-use
        let stashStateView = STStashStateView(parentViewController: self)
        rootView = stashStateView

        stashStateView.state = ["text": "some new text value"]
        // end snippet
        self.stashStateView = stashStateView
    }
}
#endif
