@_exported import StateGtkCore
@_exported import XCEState
