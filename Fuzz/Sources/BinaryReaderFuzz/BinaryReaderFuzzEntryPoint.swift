import IntentDefinition
import ReaderInvariants

/// libFuzzer's entry point: reads `size` bytes at `data` as a binary property list and traps
/// when an invariant of the reader fails (see ``ReaderInvariants``).
///
/// Every input is read as binary: the first 8 bytes are replaced by `bplist00`, so that no
/// mutation is spent on the magic. The input limit is 1 MiB, so that an input whose shared values
/// expand (as far as the limit lets them) stays a fast execution.
@_cdecl("LLVMFuzzerTestOneInput")
public func binaryReaderFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let magic = Array("bplist00".utf8)
    let input = UnsafeBufferPointer(start: data, count: size)
    let bytes = magic + input.dropFirst(min(size, magic.count))
    ReaderInvariants(bytes, options: PlistReader.Options(maximumInputSize: 1 << 20)).checkRead()
    return 0
}
