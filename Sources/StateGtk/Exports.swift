#if GTK3
@_exported import StateGtkCore
@_exported import XCEState
#endif
