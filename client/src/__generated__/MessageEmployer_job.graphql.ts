/**
 * @generated SignedSource<<a83737348e30a237b42660dbc822abf7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MessageEmployer_job$data = {
  readonly id: string;
  readonly postedBy: {
    readonly id: string;
  } | null | undefined;
  readonly " $fragmentType": "MessageEmployer_job";
};
export type MessageEmployer_job$key = {
  readonly " $data"?: MessageEmployer_job$data;
  readonly " $fragmentSpreads": FragmentRefs<"MessageEmployer_job">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MessageEmployer_job",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "postedBy",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Job",
  "abstractKey": null
};
})();

(node as any).hash = "a9155f4436f38a1bf4d10daa1f69ea35";

export default node;
