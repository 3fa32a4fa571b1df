// The word records the queries write (WordRecord, assembly/contract.ts): [length u8][tile u8 ×
// length], tile | 0x80 for a blank. One writer shared by every query; a full output area sets
// `overflow` and the caller returns -1 so TypeScript can grow the area and ask again. The state
// is one call's working registers: beginRecords starts it.

let outPtr: usize = 0;
let outCap: i32 = 0;
let outLen: i32 = 0;
let written: i32 = 0;
export let overflow: bool = false;

export function beginRecords(out: usize, cap: i32): void {
  outPtr = out;
  outCap = cap;
  outLen = 0;
  written = 0;
  overflow = false;
}

export function emitWord(word: usize, len: i32): void {
  if (outLen + len + 1 > outCap) {
    overflow = true;
    return;
  }
  store<u8>(outPtr + outLen, <u8>len);
  memory.copy(outPtr + outLen + 1, word, len);
  outLen += len + 1;
  written++;
}

/** The record count, or -1 after an overflow. */
export function endRecords(): i32 {
  return overflow ? -1 : written;
}
