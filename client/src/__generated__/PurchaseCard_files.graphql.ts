/**
 * @generated SignedSource<<8f394f765fd766e974c35dae20c974d9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PurchaseFileKind = "ARCHIVE" | "DOCUMENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PurchaseCard_files$data = ReadonlyArray<{
  readonly bytes: number;
  readonly downloadPath: string;
  readonly kind: PurchaseFileKind;
  readonly name: string;
  readonly " $fragmentType": "PurchaseCard_files";
}>;
export type PurchaseCard_files$key = ReadonlyArray<{
  readonly " $data"?: PurchaseCard_files$data;
  readonly " $fragmentSpreads": FragmentRefs<"PurchaseCard_files">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "PurchaseCard_files",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bytes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "downloadPath",
      "storageKey": null
    }
  ],
  "type": "PortfolioPurchaseFile",
  "abstractKey": null
};

(node as any).hash = "3898aa4ebff539c1a61e908af51dbfef";

export default node;
