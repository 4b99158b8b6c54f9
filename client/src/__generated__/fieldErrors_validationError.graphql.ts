/**
 * @generated SignedSource<<62b5eddf0819e18161a8c20011e581c1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type fieldErrors_validationError$data = {
  readonly fields: ReadonlyArray<{
    readonly code: string;
    readonly path: string;
  }>;
  readonly " $fragmentType": "fieldErrors_validationError";
};
export type fieldErrors_validationError$key = {
  readonly " $data"?: fieldErrors_validationError$data;
  readonly " $fragmentSpreads": FragmentRefs<"fieldErrors_validationError">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "fieldErrors_validationError"
};

(node as any).hash = "a315e2761e08e2c29a14e53e132a25a7";

export default node;
