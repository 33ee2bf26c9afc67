import RRenderCore
import Synchronization
import Testing

/// `TemporaryPaths`: what was made and not forgotten is removed by `removeAll`, and nothing is
/// made after it.
@Suite struct TemporaryPathsTests {
    @Test func removeAllRemovesWhatIsLeftAndEndsMaking() {
        let paths = TemporaryPaths()
        #expect(paths.make { "/tmp/a" })
        #expect(paths.make { "/tmp/b" })
        #expect(paths.make { nil }, "making nothing still runs")
        paths.forget("/tmp/a")
        let removed = Mutex<[String]>([])
        paths.removeAll { path in removed.withLock { $0.append(path) } }
        #expect(removed.withLock { $0 } == ["/tmp/b"])
        var ran = false
        #expect(
            !paths.make {
                ran = true; return "/tmp/c"
            })
        #expect(!ran, "nothing is made once the process is ending")
        paths.removeAll { path in removed.withLock { $0.append(path) } }
        #expect(removed.withLock { $0 } == ["/tmp/b"], "each path is removed once")
    }
}
