// Grid word search exports (see assembly/grid/).
export {};
