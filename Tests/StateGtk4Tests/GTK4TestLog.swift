#if GTK4 && !GTK3
import TestLogCapture

/// The process's log capture, shared with StateGtkTests (Tests/TestLogCapture).
typealias GTK4TestLog = TestLogCapture.TestLog
#endif
