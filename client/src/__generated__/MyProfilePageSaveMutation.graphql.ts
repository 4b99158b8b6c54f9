/**
 * @generated SignedSource<<6d59267172b1af5ebcbe539e9afa7bcc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CollaboratorAvailability = "AVAILABLE" | "BUSY" | "UNAVAILABLE" | "%future added value";
export type CollaboratorExpertise = "BACKEND" | "DEVOPS" | "FRONTEND" | "FULLSTACK" | "MOBILE" | "UI_UX" | "%future added value";
export type CollaboratorRole = "ARCHITECT" | "CONSULTANT" | "DESIGNER" | "DEVELOPER" | "DEVOPS_ENGINEER" | "MENTOR" | "PRODUCT_MANAGER" | "PROJECT_MANAGER" | "QA_ENGINEER" | "TECH_LEAD" | "%future added value";
export type CollaboratorState = "DRAFT" | "HIDDEN" | "PUBLISHED" | "SUSPENDED" | "%future added value";
export type CollaboratorProfileInput = {
  availability: CollaboratorAvailability;
  displayName: string;
  experience?: ReadonlyArray<ResumeExperienceInput> | null | undefined;
  expertise: ReadonlyArray<CollaboratorExpertise>;
  hourlyRateRials?: number | null | undefined;
  languages: ReadonlyArray<string>;
  placeId?: string | null | undefined;
  projectRateRials?: number | null | undefined;
  remote: boolean;
  roles?: ReadonlyArray<CollaboratorRole> | null | undefined;
  skills: ReadonlyArray<string>;
  slug: string;
  words: ReadonlyArray<CollaboratorWordsInput>;
  yearsOfExperience: number;
};
export type ResumeExperienceInput = {
  description?: string | null | undefined;
  end?: string | null | undefined;
  organization: string;
  place?: string | null | undefined;
  start: string;
  title: string;
};
export type CollaboratorWordsInput = {
  bio?: string | null | undefined;
  headline: string;
  locale: string;
  projectNotes?: string | null | undefined;
};
export type MyProfilePageSaveMutation$variables = {
  input: CollaboratorProfileInput;
};
export type MyProfilePageSaveMutation$data = {
  readonly saveCollaboratorProfile: {
    readonly __typename: "MutationSaveCollaboratorProfileSuccess";
    readonly data: {
      readonly availability: CollaboratorAvailability;
      readonly displayName: string;
      readonly experience: ReadonlyArray<{
        readonly description: string | null | undefined;
        readonly end: string | null | undefined;
        readonly organization: string;
        readonly place: string | null | undefined;
        readonly start: string;
        readonly title: string;
      }>;
      readonly expertise: ReadonlyArray<CollaboratorExpertise>;
      readonly hourlyRateRials: number | null | undefined;
      readonly id: string;
      readonly languages: ReadonlyArray<string>;
      readonly path: string;
      readonly place: {
        readonly id: string;
      } | null | undefined;
      readonly projectRateRials: number | null | undefined;
      readonly remote: boolean;
      readonly roles: ReadonlyArray<CollaboratorRole>;
      readonly skills: ReadonlyArray<string>;
      readonly slug: string;
      readonly state: CollaboratorState | null | undefined;
      readonly suspendedReason: string | null | undefined;
      readonly words: ReadonlyArray<{
        readonly bio: string | null | undefined;
        readonly headline: string;
        readonly locale: string;
        readonly projectNotes: string | null | undefined;
      }>;
      readonly yearsOfExperience: number;
    };
  } | {
    readonly __typename: "ValidationError";
    readonly problems: {
      readonly " $fragmentSpreads": FragmentRefs<"fieldErrors_validationError">;
    } | null | undefined;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type MyProfilePageSaveMutation = {
  response: MyProfilePageSaveMutation$data;
  variables: MyProfilePageSaveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "path",
  "storageKey": null
},
v5 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Collaborator",
      "kind": "LinkedField",
      "name": "data",
      "plural": false,
      "selections": [
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        },
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "state",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "suspendedReason",
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
          "name": "expertise",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "skills",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "roles",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ResumeExperience",
          "kind": "LinkedField",
          "name": "experience",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "title",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "organization",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "place",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "start",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "end",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "description",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "yearsOfExperience",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hourlyRateRials",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "projectRateRials",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "availability",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "remote",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Place",
          "kind": "LinkedField",
          "name": "place",
          "plural": false,
          "selections": [
            (v3/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "languages",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CollaboratorWords",
          "kind": "LinkedField",
          "name": "words",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "locale",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "headline",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "bio",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "projectNotes",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "MutationSaveCollaboratorProfileSuccess",
  "abstractKey": null
},
v6 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "FieldError",
    "kind": "LinkedField",
    "name": "fields",
    "plural": true,
    "selections": [
      (v4/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "code",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MyProfilePageSaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveCollaboratorProfile",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v5/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "kind": "InlineDataFragmentSpread",
                      "name": "fieldErrors_validationError",
                      "selections": (v6/*:: as any*/),
                      "args": null,
                      "argumentDefinitions": []
                    }
                  ],
                  "type": "ValidationError",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "problems"
              }
            ],
            "type": "ValidationError",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MyProfilePageSaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveCollaboratorProfile",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v5/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": (v6/*:: as any*/),
            "type": "ValidationError",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "2e34e9e8f7ea278a4af1efa26edf0ed1",
    "id": null,
    "metadata": {},
    "name": "MyProfilePageSaveMutation",
    "operationKind": "mutation",
    "text": "mutation MyProfilePageSaveMutation(\n  $input: CollaboratorProfileInput!\n) {\n  saveCollaboratorProfile(input: $input) {\n    __typename\n    ... on MutationSaveCollaboratorProfileSuccess {\n      data {\n        id\n        slug\n        path\n        state\n        suspendedReason\n        displayName\n        expertise\n        skills\n        roles\n        experience {\n          title\n          organization\n          place\n          start\n          end\n          description\n        }\n        yearsOfExperience\n        hourlyRateRials\n        projectRateRials\n        availability\n        remote\n        place {\n          id\n        }\n        languages\n        words {\n          locale\n          headline\n          bio\n          projectNotes\n        }\n      }\n    }\n    ... on ValidationError {\n      ...fieldErrors_validationError\n    }\n  }\n}\n\nfragment fieldErrors_validationError on ValidationError {\n  fields {\n    path\n    code\n  }\n}\n"
  }
};
})();

(node as any).hash = "6a074ec4fd46f804c7dc3540e00765f7";

export default node;
