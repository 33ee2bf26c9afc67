import Foundation

/// How many cores this process may use, read once: Foundation's `activeProcessorCount` reads
/// the control group's CPU quota and set from `/sys` every time (0.15 ms), and a page render asks
/// for it twice (the malloc arenas, the default number of workers).
public enum ProcessorCount {
    /// `ProcessInfo.activeProcessorCount`, as the process started.
    public static let active: Int = ProcessInfo.processInfo.activeProcessorCount
}
