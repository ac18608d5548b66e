@_exported import StateGtkCore
