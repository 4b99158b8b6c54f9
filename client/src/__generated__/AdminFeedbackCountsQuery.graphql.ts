/**
 * @generated SignedSource<<930162811779ba325ff3725cc29804c1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminFeedbackCountsQuery$variables = Record<PropertyKey, never>;
export type AdminFeedbackCountsQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AdminFeedbackCounts_query">;
};
export type AdminFeedbackCountsQuery = {
  response: AdminFeedbackCountsQuery$data;
  variables: AdminFeedbackCountsQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminFeedbackCountsQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "AdminFeedbackCounts_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminFeedbackCountsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FeedbackQueueCounts",
        "kind": "LinkedField",
        "name": "feedbackQueueCounts",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "submittedTestimonials",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pendingComments",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reportedComments",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hiddenComments",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "spamComments",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6045e6f1ebe019cc9c9f60723bdbd080",
    "id": null,
    "metadata": {},
    "name": "AdminFeedbackCountsQuery",
    "operationKind": "query",
    "text": "query AdminFeedbackCountsQuery {\n  ...AdminFeedbackCounts_query\n}\n\nfragment AdminFeedbackCounts_query on Query {\n  feedbackQueueCounts {\n    submittedTestimonials\n    pendingComments\n    reportedComments\n    hiddenComments\n    spamComments\n  }\n}\n"
  }
};

(node as any).hash = "5ae5db21e92b5a997e1d850a4e381c0b";

export default node;
