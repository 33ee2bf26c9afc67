import Foundation
import FuzzSupport
import RRenderPublication

/// Fuzz target: the OCF ZIP reader (`ZIPContainer`) on arbitrary bytes, every entry read, then
/// the publication opened from the container, as `Publication.open(data:)` does.
enum FuzzZIP {
    /// Smaller than the default 64 MiB so that one input cannot hold the fuzzer for long.
    static let sizeLimit = 4 << 20

    static func testOneInput(_ bytes: [UInt8]) {
        guard let container = try? ZIPContainer(data: Data(bytes), name: "fuzz.epub", sizeLimit: sizeLimit) else { return }
        for path in container.entryPaths.prefix(32) {
            _ = container.entry(at: path)
            _ = try? container.read(path)
        }
        _ = try? container.read("no/such/entry")
        guard let publication = try? Publication.open(container: container) else { return }
        _ = publication.positions()
    }
}

#if RRENDER_LIBFUZZER
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzZIP(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        FuzzZIP.testOneInput(fuzzBytes(data, size))
        return 0
    }
#else
    @main struct FuzzZIPReplay {
        static func main() { FuzzReplay.main(FuzzZIP.testOneInput) }
    }
#endif
