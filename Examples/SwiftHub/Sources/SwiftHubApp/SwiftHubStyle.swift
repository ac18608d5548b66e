import StateGtk
/// SwiftHub's look, on top of the GTK theme (light or dark): one application-wide style sheet.
enum SwiftHubStyle {
    static let css = """
    .swifthub-row { border-bottom: 1px solid alpha(currentColor, 0.08); }
    .swifthub-name { font-weight: bold; }
    .swifthub-details { padding: 16px; }
    .swifthub-details-column { border-left: 1px solid alpha(currentColor, 0.15); }
    .swifthub-title { font-size: 16pt; font-weight: bold; }
    /* Adwaita dims to 55%: 3.2:1 on the window's background, 2.9:1 on the header bar's.
       These keep WCAG AA's 4.5:1. */
    .dim-label { opacity: 0.7; }
    headerbar .subtitle { opacity: 0.8; }
    """
}
