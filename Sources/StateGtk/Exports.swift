// toolkit: both
@_exported import StateGtkCore
@_exported import XCEState
