import StateGtk

/// SwiftHub's look, on top of the GTK theme (light or dark): one application-wide style sheet.
enum SwiftHubStyle {
    static let css = """
    .swifthub-row { border-bottom: 1px solid alpha(currentColor, 0.08); }
    .swifthub-name { font-weight: bold; }
    .swifthub-details { padding: 16px; }
    .swifthub-details-column { border-left: 1px solid alpha(currentColor, 0.15); }
    .swifthub-title { font-size: 16pt; font-weight: bold; }
    """
}
