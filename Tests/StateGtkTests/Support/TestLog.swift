// toolkit: both
import TestLogCapture

/// The process's log capture, shared with StateGtk4Tests (Tests/TestLogCapture).
typealias TestLog = TestLogCapture.TestLog
