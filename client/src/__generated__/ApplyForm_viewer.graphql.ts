/**
 * @generated SignedSource<<7415fba0ffd71a1967ab42d4da1719e3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApplyForm_viewer$data = {
  readonly displayName: string;
  readonly email: string | null | undefined;
  readonly fullName: string | null | undefined;
  readonly " $fragmentType": "ApplyForm_viewer";
};
export type ApplyForm_viewer$key = {
  readonly " $data"?: ApplyForm_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApplyForm_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApplyForm_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fullName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "displayName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "317984ca61138635d3c107d89a2e5a39";

export default node;
