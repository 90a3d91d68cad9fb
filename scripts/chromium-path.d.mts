export declare function chromiumPath(): string;
