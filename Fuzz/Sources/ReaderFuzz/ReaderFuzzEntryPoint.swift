import ReaderInvariants

/// libFuzzer's entry point: reads `size` bytes at `data` as a property list and traps when an
/// invariant of the reader fails (see ``ReaderInvariants``).
@_cdecl("LLVMFuzzerTestOneInput")
public func readerFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    ReaderInvariants(Array(UnsafeBufferPointer(start: data, count: size))).checkRead()
    return 0
}
