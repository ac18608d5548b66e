import Foundation
import StateGtk

/// The gallery's window: a header bar, the gallery view, and the headless screenshot mode.
final class GalleryController: StateViewController {
    private let page: GalleryPage

    init(page: GalleryPage = .basics) {
        self.page = page
        super.init(title: tr("StateGtk Gallery"), width: 1180, height: 700)
    }

    override func viewDidLoad() {
        Style.load(css: GalleryStyle.css, source: "gallery")
        let header = HeaderBar(title: tr("StateGtk Gallery"), subtitle: "Every widget, one window")
        header.showsCloseButton = true
        let about = Button(iconName: "help-about-symbolic", accessibleName: tr("About")) { [weak self] in
            self?.presentMessage(tr("StateGtk"), detail: tr("StateView's model on GTK: state, props, render(), keyed children."))
        }
        header.endWidgets = [about]
        titleBar = header
        let gallery = GalleryView(parentViewController: self)
        rootView = gallery  // renders the whole tree into the window, synchronously
        gallery.tabs.page = GalleryPage.allCases.firstIndex(of: page) ?? 0
        if page == .basics { gallery.focusNameField() }
    }
}
