import Foundation
import RRenderCore
import Testing

/// `FileWrite.all`: every byte reaches the file, and a failure is its `errno`.
@Suite struct FileWriteTests {
    @Test func everyByteIsWritten() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-write-\(UUID().uuidString)").path
        defer { unlink(path) }
        let bytes = (0..<(3 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        #expect(descriptor >= 0)
        #expect(FileWrite.all(bytes, to: descriptor) == 0)
        close(descriptor)
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: path))) == bytes)
    }

    @Test func aFullDeviceIsItsErrno() {
        let descriptor = open("/dev/full", O_WRONLY)
        defer { close(descriptor) }
        #expect(descriptor >= 0)
        #expect(FileWrite.all([1, 2, 3], to: descriptor) == ENOSPC)
        #expect(FileWrite.all([], to: descriptor) == 0)
    }
}
