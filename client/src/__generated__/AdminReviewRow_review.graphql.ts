/**
 * @generated SignedSource<<f8c4e7a8db416e182575e8e0aaf24138>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminReviewRow_review$data = {
  readonly author: {
    readonly displayName: string;
  };
  readonly collaborator: {
    readonly displayName: string;
    readonly path: string;
  };
  readonly hidden: boolean;
  readonly hiddenReason: string | null | undefined;
  readonly id: string;
  readonly reportsCount: number | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewCard_review">;
  readonly " $fragmentType": "AdminReviewRow_review";
};
export type AdminReviewRow_review$key = {
  readonly " $data"?: AdminReviewRow_review$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminReviewRow_review">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminReviewRow_review",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hidden",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hiddenReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reportsCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "author",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Collaborator",
      "kind": "LinkedField",
      "name": "collaborator",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "path",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ReviewCard_review"
    }
  ],
  "type": "CollaboratorReview",
  "abstractKey": null
};
})();

(node as any).hash = "8de105069b1d10f1b518be591e1834fa";

export default node;
