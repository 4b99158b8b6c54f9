/**
 * @generated SignedSource<<c915f791f32af66588781015bda401d2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WorkReviews_request$data = {
  readonly collaborator: {
    readonly displayName: string;
  } | null | undefined;
  readonly id: string;
  readonly otherReview: {
    readonly " $fragmentSpreads": FragmentRefs<"ReviewCard_review">;
  } | null | undefined;
  readonly reviewUntil: string | null | undefined;
  readonly sender: {
    readonly displayName: string;
  };
  readonly viewerIsCollaborator: boolean;
  readonly viewerReview: {
    readonly shown: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"ReviewCard_review">;
  } | null | undefined;
  readonly " $fragmentType": "WorkReviews_request";
};
export type WorkReviews_request$key = {
  readonly " $data"?: WorkReviews_request$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkReviews_request">;
};

import WorkReviewsRefetchQuery_graphql from './WorkReviewsRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "displayName",
    "storageKey": null
  }
],
v1 = {
  "args": null,
  "kind": "FragmentSpread",
  "name": "ReviewCard_review"
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": WorkReviewsRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "WorkReviews_request",
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
      "name": "reviewUntil",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerIsCollaborator",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Collaborator",
      "kind": "LinkedField",
      "name": "collaborator",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "sender",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CollaboratorReview",
      "kind": "LinkedField",
      "name": "viewerReview",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "shown",
          "storageKey": null
        },
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CollaboratorReview",
      "kind": "LinkedField",
      "name": "otherReview",
      "plural": false,
      "selections": [
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ContactRequest",
  "abstractKey": null
};
})();

(node as any).hash = "dbd50391470fcbd4abb364c073dfffa4";

export default node;
